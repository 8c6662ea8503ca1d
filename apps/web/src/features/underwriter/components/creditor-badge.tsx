// Tells the second-look partner's deals from the lender's in the underwriter's queues and reviews (decision 039).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CreditorBadge({ creditor }: { creditor: 'lender' | 'partner' }) {
  const { t } = useTranslation('underwriter');
  if (creditor !== 'partner') return null;
  return (
    <Badge variant="outline" color="indigo.9" tt="none" radius="sm" className="uw-creditor-badge">
      {t('secondLook.badge')}
    </Badge>
  );
}
