// The status writer's reaction of the customer module (issue 36): an application cancelled or deleted ends its
// customer links in the same transaction, so that no link of it opens, texts a code or shows its data afterwards.
import { classOf } from '@vp/domain';
import type { StatusReaction } from '../applications/index.ts';
import type { AuditRepository } from '../audit/index.ts';
import { revokeApplicationLinks } from './customer.repository.ts';

export function createLinksEndReaction({
  audit,
  clock,
}: {
  audit: AuditRepository;
  clock: () => Date;
}): StatusReaction {
  return async (change, tx) => {
    if (classOf(change.to)?.phase !== 'ended') return;
    const revoked = await revokeApplicationLinks(tx, change.applicationId, clock());
    for (const [person, count] of revoked)
      await audit.record(
        {
          type: 'customer_link.revoked',
          applicationId: change.applicationId,
          vendorId: change.vendorId,
          detail: { person, revoked: count, reason: 'ended', status: change.to },
        },
        tx,
      );
  };
}
