// The applicant's name as the underwriter's screens show it: first and last, whichever are known.
import type { QueueItem } from '@vp/domain';

export function applicantName(item: Pick<QueueItem, 'firstName' | 'lastName'>): string {
  return [item.firstName, item.lastName].filter(Boolean).join(' ');
}
