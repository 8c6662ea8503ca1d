// The charting library and its styles (issue 37): a chunk of its own, loaded once a chart is about to be seen
// (lazy-charts.tsx), so that the page's tables and figures come first.
import '@mantine/charts/styles.css';

export { BarChart, DonutChart } from '@mantine/charts';
