import { describe, expect, it } from 'vitest';
import { dashboardWidgets } from './dashboard.ts';

describe('dashboard widgets', () => {
  it('orders the groups, puts unknown keys at 99, and dashes a count that is not a number', () => {
    const widgets = dashboardWidgets({
      Funded: 3,
      Mystery: 1,
      Incomplete: 2,
      All: 'n/a',
      Pending: Number.NaN,
    });
    expect(widgets.map((w) => [w.key, w.order, w.count, w.listSlug])).toEqual([
      ['Incomplete', 1, 2, 'incomplete'],
      ['All', 2, null, 'all'],
      ['Pending', 3, null, 'pending'],
      ['Funded', 9, 3, 'funded'],
      ['Mystery', 99, 1, 'mystery'],
    ]);
  });
});
