// A report table in a region the keyboard can scroll: on a phone a wide table scrolls inside it, never the page.
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard.
    <section className="report-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
