// One report section (issue 37): its title, the chart (hidden from assistive technology: the table says the same),
// the table of its data beside it (below it on a narrow screen) and its CSV. The chart is drawn once its place comes
// near the screen, in a place of its height kept from the start (nothing moves when it arrives).
import { Title } from '@mantine/core';
import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { drawInTurn } from './draw-in-turn.ts';

/**
 * Whether the chart's place has come within a quarter screen of the viewport and its turn to be drawn has come (at
 * once where nothing can tell). `placed` says the place is on the page (a section may have no chart until its data
 * has rows).
 */
function useNearScreen(placed: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  // Its turn came (the chart is drawn, or is being drawn): never asked for again.
  const turned = useRef(false);
  // Where nothing can tell (no IntersectionObserver), drawn at once, with nothing waiting for its turn to end.
  const [drawn, setDrawn] = useState<{ done: () => void } | null>(
    typeof IntersectionObserver === 'undefined' ? { done: () => {} } : null,
  );
  useEffect(() => {
    const element = ref.current;
    if (!placed || turned.current || !element || typeof IntersectionObserver === 'undefined') return;
    let cancel = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // The charts are the page's heaviest part (Recharts renders each in one piece): drawn one at a time, each in
        // a task of its own, so that no two of them make one long task the page cannot answer during.
        cancel = drawInTurn((done) => {
          turned.current = true;
          startTransition(() => setDrawn({ done }));
        });
      },
      { rootMargin: '25% 0px' },
    );
    observer.observe(element);
    // Leaving the page gives its turn up (or ends it), so that the next section's chart is not kept waiting.
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [placed]);
  return { ref, drawn };
}

/** Says the chart is on the page (its effect runs once the chart has been committed), for the next one's turn. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(() => onDrawn(), [onDrawn]);
  return null;
}

export function ReportSection({
  id,
  title,
  chart,
  chartHeight,
  drawnAtOnce = false,
  children,
  download,
}: {
  id: string;
  title: string;
  chart?: ReactNode;
  /** The chart's height in pixels, kept for it while it loads. */
  chartHeight?: number;
  /** A chart that costs nothing to draw (plain HTML): drawn with the table, not in its turn. */
  drawnAtOnce?: boolean;
  /** The table (and figures) of the section's data. */
  children: ReactNode;
  download?: ReactNode;
}) {
  const { ref, drawn } = useNearScreen(Boolean(chart) && !drawnAtOnce);
  return (
    <section className="report-section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`}>
        {title}
      </Title>
      <div className={chart ? 'report-pair' : undefined}>
        {chart && (
          <div ref={ref} className="report-chart" style={{ minHeight: chartHeight }} aria-hidden="true" inert>
            {drawnAtOnce ? (
              chart
            ) : drawn ? (
              <Suspense fallback={null}>
                {chart}
                <Drawn onDrawn={drawn.done} />
              </Suspense>
            ) : null}
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
