// The mark of a step kept on the tablet: "Saved on this tablet — will be sent when back online", and, where a SIN was
// typed, that it was not kept.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function KeptMark({ sinLeftOut = false }: { sinLeftOut?: boolean }) {
  const { t } = useTranslation('offline');
  return (
    // A note, not an alert: it describes the screen, it does not interrupt.
    <Alert color="blue" variant="light" role="note" title={t('saved.mark')}>
      {sinLeftOut ? t('saved.sinLeftOut') : null}
    </Alert>
  );
}
