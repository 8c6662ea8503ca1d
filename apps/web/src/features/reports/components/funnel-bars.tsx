// The funnel's chart (issue 37): a bar per step, its length the step's share of the largest, drawn in HTML and CSS.
// A funnel is a handful of labelled bars: the step names wrap as text does, and it costs the page nothing to draw
// (as a Recharts chart it was the one long task of the Reports page on a phone, decision 060). Hidden from assistive
// technology by its section, as every chart is: the table beside it says the same.

export type FunnelBar = { key: string; name: string; count: number; value: string };

export function FunnelBars({ rows }: { rows: readonly FunnelBar[] }) {
  const largest = Math.max(0, ...rows.map((row) => row.count));
  return (
    <div className="funnel-bars">
      {rows.map((row) => (
        <div key={row.key} className="funnel-bar">
          <span className="funnel-bar-name">{row.name}</span>
          <span className="funnel-bar-track">
            <span
              className="funnel-bar-fill"
              // Its share of the largest step, with room kept for the count after the longest bar (9 characters).
              style={{ width: `calc((100% - 10ch) * ${largest > 0 ? row.count / largest : 0})` }}
            />
            <span className="funnel-bar-value">{row.value}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
