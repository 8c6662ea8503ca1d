// The dashboard's counts, the list's search and the document host's sync (spec §2 Dashboard and Contract list).
import { type ApplicationSearchQuery, GROUPS, type Group, groupFromSlug } from '@vp/domain';
import { actionsOf, vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import { toListRow } from './application.mapper.ts';
import type { DecisionRequest } from './application-submit.service.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

interface Deps {
  applications: ApplicationsRepository;
  /** Queues the credit decision of a submission; absent when the queue is off. */
  enqueueDecision?: ((job: DecisionRequest) => Promise<void>) | undefined;
}

export function createApplicationListService({ applications, enqueueDecision }: Deps) {
  return {
    /** Counts per dashboard group (spec §4), `All` being every listed application; every group is present. */
    async summary(vendorId: number | null): Promise<Record<Group, number>> {
      const groups = Object.keys(GROUPS) as Group[];
      const counts = Object.fromEntries(groups.map((g) => [g, 0])) as Record<Group, number>;
      for (const { listGroup, count } of await applications.countByGroup(vendorId)) {
        const group = groups.find((g) => GROUPS[g] === listGroup);
        if (group) counts[group] += count;
        counts.All += count;
      }
      return counts;
    },

    /**
     * The list of one group (spec §7 GET /applications/search): a page when asked for one, else the whole
     * filtered set as the spec's call answers it. Deleted applications are never listed.
     */
    async search(principal: Principal, query: ApplicationSearchQuery, paged: boolean) {
      // The lender's underwriters list every vendor's applications, as their dashboard counts them; they act on
      // none from the list (Pending ones are decided in their queue).
      const vendor = principal.user.role === 'underwriter' ? null : vendorOf(principal);
      const group = groupFromSlug(query.status) ?? 'All';
      const filter = {
        vendorId: vendor?.id ?? null,
        listGroup: group === 'All' ? null : GROUPS[group],
        q: query.q,
      };
      const order = { sort: query.sort, dir: query.dir };
      const toRow = (row: Parameters<typeof toListRow>[0]) =>
        toListRow(row, vendor ? actionsOf(row.status, vendor) : []);
      if (!paged) {
        const rows = await applications.findAllByVendor(filter, order);
        return { results: rows.map(toRow), total: rows.length, page: 1, pageSize: rows.length };
      }
      const offset = (query.page - 1) * query.pageSize;
      const { rows, total } = await applications.findPageByVendor(filter, order, {
        offset,
        limit: query.pageSize,
      });
      return { results: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * The document host's sync (spec §7 GET /applications/sync): sends again this vendor's submissions still
     * waiting for a decision; a send is idempotent per submission, so a decided or queued one is left as it is.
     */
    async sync(principal: Principal) {
      const vendor = vendorOf(principal);
      let requeued = 0;
      if (enqueueDecision) {
        for (const { applicationId, submissionId } of await applications.findUndecided(vendor.id)) {
          if (!submissionId) continue;
          await enqueueDecision({ applicationId, submissionId });
          requeued += 1;
        }
      }
      return { data: { status: 'Success', requeued } };
    },
  };
}
