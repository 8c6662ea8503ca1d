// A dash for a value that is not there, read out as words.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function EmptyValue() {
  const { t } = useTranslation('underwriter');
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t('none')}</VisuallyHidden>
    </>
  );
}
