// Application rules that are not a single query: the dashboard summary by group.
import { GROUPS, type Group, groupOf, normalizeStatus } from '@vp/domain';
import type { ApplicationsRepository } from './applications.repository.ts';

export function createApplicationsService({ applications }: { applications: ApplicationsRepository }) {
  return {
    /** Counts per dashboard group (spec §4), `All` being every listed application; every group is present. */
    async summary(vendorId: number | null): Promise<Record<Group, number>> {
      const counts = Object.fromEntries(Object.keys(GROUPS).map((g) => [g, 0])) as Record<Group, number>;
      for (const { status, count } of await applications.countByStatus(vendorId)) {
        const known = normalizeStatus(status);
        const group = known ? groupOf(known) : null;
        if (!group) continue;
        counts[group] += count;
        counts.All += count;
      }
      return counts;
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
