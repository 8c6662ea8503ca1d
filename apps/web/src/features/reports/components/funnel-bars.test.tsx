// The funnel's bars: each step's bar its share of the largest step, with the step's name and its count.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunnelBars } from './funnel-bars.tsx';

const widths = () =>
  [...document.querySelectorAll<HTMLElement>('.funnel-bar-fill')].map((bar) => bar.style.width);

describe('FunnelBars', () => {
  it('draws each step as its share of the largest, named and counted', () => {
    const { container } = render(
      <FunnelBars
        rows={[
          { key: 'started', name: 'Started', count: 8, value: '8' },
          { key: 'submitted', name: 'Submitted', count: 6, value: '6' },
          { key: 'funded', name: 'Funded', count: 0, value: '0' },
        ]}
      />,
    );
    // (100% − 10ch) × share, as the style engine writes it out.
    expect(widths()).toEqual(['calc(100% - 10ch)', 'calc(75% - 7.5ch)', 'calc(0% + 0ch)']);
    expect(container.textContent).toBe('Started8Submitted6Funded0');
  });

  it('draws no bar when no deal started', () => {
    render(<FunnelBars rows={[{ key: 'started', name: 'Started', count: 0, value: '0' }]} />);
    expect(widths()).toEqual(['calc(0% + 0ch)']);
  });
});
