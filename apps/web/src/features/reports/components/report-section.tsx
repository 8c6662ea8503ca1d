// One report section (issue 37): its title, the chart (hidden from assistive technology: the table says the same),
// the table of its data beside it (below it on a narrow screen) and its CSV.
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ReportSection({
  id,
  title,
  chart,
  children,
  download,
}: {
  id: string;
  title: string;
  chart?: ReactNode;
  /** The table (and figures) of the section's data. */
  children: ReactNode;
  download?: ReactNode;
}) {
  return (
    <section className="report-section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      <div className={chart ? 'report-pair' : undefined}>
        {chart && (
          <div className="report-chart" aria-hidden="true" inert>
            {chart}
          </div>
        )}
        <div className="report-data">
          {children}
          {download}
        </div>
      </div>
    </section>
  );
}
