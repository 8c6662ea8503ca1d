// The dashboard's widgets: one per summary key, ordered by spec §4, unknown keys last.

import { groupOrder, kebabCase } from './statuses.ts';

export type Summary = Record<string, unknown>;

export interface DashboardWidget {
  key: string;
  order: number;
  /** `null` when the summary's value is not a number: the widget shows a dash. */
  count: number | null;
  listSlug: string;
}

export function dashboardWidgets(summary: Summary): DashboardWidget[] {
  return Object.entries(summary)
    .map(([key, value]) => ({
      key,
      order: groupOrder(key),
      count: typeof value === 'number' && Number.isFinite(value) ? value : null,
      listSlug: kebabCase(key),
    }))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}
