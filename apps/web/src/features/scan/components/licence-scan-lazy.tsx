// The scan's screen part, loaded with its catalog when a scan page opens: nothing of it (and nothing of the
// decoder, which the worker loads on Scan now) weighs on the other pages.
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../lib/i18n.ts';
import type { LicenceScanProps } from './licence-scan.tsx';

const LicenceScanContent = lazy(async () => {
  const [module] = await Promise.all([import('./licence-scan.tsx'), loadNamespaces(['scan'])]);
  return { default: module.LicenceScan };
});

export function LicenceScanLazy(props: LicenceScanProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('loading')} />}>
      <LicenceScanContent {...props} />
    </Suspense>
  );
}
