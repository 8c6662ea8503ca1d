// A dealership's status as a badge: never cut short (its column may be narrow), dark enough to read (WCAG AA).
import { Badge } from '@mantine/core';
import type { DealerStatus } from '@vp/domain';
import { useTranslation } from 'react-i18next';

export function DealerStatusBadge({ status }: { status: DealerStatus }) {
  const { t } = useTranslation('dealers');
  return (
    <Badge
      color={status === 'suspended' ? 'red.9' : '#1e6b30'}
      variant="outline"
      tt="none"
      radius="sm"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
