// A report section draws its chart only once its place nears the screen, in a place of the chart's height kept from
// the start; the table is there at once.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportSection } from './report-section.tsx';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('ReportSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the chart’s place and draws it when it nears the screen', () => {
    const observers: Callback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <MantineProvider>
        <ReportSection id="s" title="Section" chartHeight={240} chart={<p>the chart</p>}>
          <table aria-label="the data" />
        </ReportSection>
      </MantineProvider>,
    );
    expect(screen.getByRole('table', { name: 'the data' })).toBeTruthy();
    expect(screen.queryByText('the chart')).toBeNull();
    const place = document.querySelector<HTMLElement>('.report-chart');
    expect(place?.style.minHeight).toBe('240px');
    act(() => observers[0]?.([{ isIntersecting: false }]));
    expect(screen.queryByText('the chart')).toBeNull();
    act(() => observers[0]?.([{ isIntersecting: true }]));
    expect(screen.getByText('the chart')).toBeTruthy();
  });
});
