// The number a dealer reads aloud on every result screen: the loan number once approved, else the short reference
// (never the 36-character id).
import { applicationNumberOf } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import type { ResultApplication } from '../api/get-result-application.ts';
import { type Fact, FactList } from './fact-list.tsx';

export function useApplicationNumberFact(application: Pick<ResultApplication, 'edgeId' | 'reference'>): Fact {
  const { t } = useTranslation('decision');
  return {
    label: t('applicationNumber'),
    value: t('appNumber', { number: applicationNumberOf(application) }),
  };
}

export function ApplicationNumber({ application }: { application: ResultApplication }) {
  return <FactList facts={[useApplicationNumberFact(application)]} />;
}
