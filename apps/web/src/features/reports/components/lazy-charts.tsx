// The charts, loaded lazily (issue 37): Mantine's charts (Recharts underneath) weigh more than the rest of the page,
// and a chart is only drawn once its section comes near the screen (report-section.tsx).
import { lazy } from 'react';

const charts = () => import('./charts.tsx');

export const BarChart = lazy(() => charts().then((module) => ({ default: module.BarChart })));
export const DonutChart = lazy(() => charts().then((module) => ({ default: module.DonutChart })));
