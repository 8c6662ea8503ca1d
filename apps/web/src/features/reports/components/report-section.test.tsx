// A report section draws its chart only once its place nears the screen, in a place of the chart's height kept from
// the start, and one chart at a time; the table is there at once, and so is a chart drawn in plain HTML.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportSection } from './report-section.tsx';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('ReportSection', () => {
  const observers: Callback[] = [];
  beforeEach(() => {
    observers.length = 0;
    vi.useFakeTimers();
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
  });
  afterEach(() => {
    // Each test's turns run to their end: the order of drawings is the page's, kept across tests.
    act(() => vi.runAllTimers());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the chart’s place and draws it when it nears the screen', () => {
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
    act(() => vi.runAllTimers());
    expect(screen.queryByText('the chart')).toBeNull();
    act(() => observers[0]?.([{ isIntersecting: true }]));
    act(() => vi.runAllTimers());
    expect(screen.getByText('the chart')).toBeTruthy();
  });

  it('draws two charts that near the screen together one after the other, each in a task of its own', () => {
    render(
      <MantineProvider>
        <ReportSection id="a" title="A" chart={<p>chart A</p>}>
          <p>data A</p>
        </ReportSection>
        <ReportSection id="b" title="B" chart={<p>chart B</p>}>
          <p>data B</p>
        </ReportSection>
      </MantineProvider>,
    );
    act(() => {
      observers[0]?.([{ isIntersecting: true }]);
      observers[1]?.([{ isIntersecting: true }]);
    });
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('chart A')).toBeTruthy();
    expect(screen.queryByText('chart B')).toBeNull();
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('chart B')).toBeTruthy();
  });

  it('draws a chart of plain HTML with its table, without waiting for the screen', () => {
    render(
      <MantineProvider>
        <ReportSection id="f" title="Funnel" chart={<p>the bars</p>} drawnAtOnce>
          <p>the data</p>
        </ReportSection>
      </MantineProvider>,
    );
    expect(screen.getByText('the bars')).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
