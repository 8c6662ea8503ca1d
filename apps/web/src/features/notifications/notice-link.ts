// Where a notice leads: the credit decision's and the second look's result screens through the decision routing
// (the status decides), the other kinds to the screen that acts on them.
import { listSlugOf, type NoticeKind, normalizeStatus } from '@vp/domain';
import { paths } from '../../app/paths.ts';
import { pathOfTarget, screenForStatus } from '../decision/index.ts';

export function noticeLink(kind: NoticeKind, status: string, applicationId: string): string {
  switch (kind) {
    case 'decision':
    case 'secondLook':
      return pathOfTarget(screenForStatus(status), applicationId);
    case 'signed':
      return paths.certification.build({ applicationId });
    case 'signatureDeclined':
      return paths.sign.build({ applicationId });
    case 'documentsRequested':
      return paths.uploadFilesStep1.build({ applicationId });
    case 'booked': {
      // The list of the group its status is in (Funded).
      const known = normalizeStatus(status);
      return paths.applicationList.build({ status: known ? listSlugOf(known) : 'all' });
    }
  }
}
