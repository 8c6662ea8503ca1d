// One report section (issue 37): its title, the chart (hidden from assistive technology: the table says the same),
// the table of its data beside it (below it on a narrow screen) and its CSV. The chart is drawn once its place comes
// near the screen, in a place of its height kept from the start (nothing moves when it arrives).
import { Title } from '@mantine/core';
import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

/** Whether the element has come within a quarter screen of the viewport (at once where nothing can tell). */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Drawn in a transition (in slices, the page answering between them): the chart is the page's heaviest part.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function ReportSection({
  id,
  title,
  chart,
  chartHeight,
  children,
  download,
}: {
  id: string;
  title: string;
  chart?: ReactNode;
  /** The chart's height in pixels, kept for it while it loads. */
  chartHeight?: number;
  /** The table (and figures) of the section's data. */
  children: ReactNode;
  download?: ReactNode;
}) {
  const { ref, near } = useNearScreen();
  return (
    <section className="report-section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      <div className={chart ? 'report-pair' : undefined}>
        {chart && (
          <div ref={ref} className="report-chart" style={{ minHeight: chartHeight }} aria-hidden="true" inert>
            {near && <Suspense fallback={null}>{chart}</Suspense>}
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
