// Approved (spec §2): the approved and requested amounts, 'App # ' + the loan number (the short reference before
// one exists); Home, and for external vendors only, generate documents (to Assets).
import { Button, Text } from '@mantine/core';
import { isExternalVendor, type Vendor } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { ResultApplication } from '../api/get-result-application.ts';
import { useApplicationNumberFact } from './application-number.tsx';
import { type Fact, FactList } from './fact-list.tsx';
import { HomeButton, ResultActions } from './result-actions.tsx';
import { ResultPage } from './result-page.tsx';

/** Spec §6: only an external vendor's users generate the contract documents. */
export function canGenerateDocuments(vendor: Pick<Vendor, 'vendorInternalOrExternal'> | null): boolean {
  return vendor !== null && isExternalVendor(vendor);
}

/** A Rental is approved in rentalAmount, a Finance in amountApproved. */
export function approvedAmountOf(application: ResultApplication): number | null {
  return application.applicationType === 'Rental'
    ? (application.rentalAmount ?? application.amountApproved)
    : (application.amountApproved ?? application.rentalAmount);
}

function ApprovedDetails({ application, vendor }: { application: ResultApplication; vendor: Vendor | null }) {
  const { t } = useTranslation('decision');
  const locale = currentLocale();
  const rental = application.applicationType === 'Rental';
  const applicationNumber = useApplicationNumberFact(application);
  const facts: Fact[] = [
    {
      label: rental ? t('approved.rentalAmount') : t('approved.amountApproved'),
      value: formatMoney(approvedAmountOf(application), locale) || '—',
    },
    { label: t('approved.amountRequested'), value: formatMoney(application.amount, locale) || '—' },
    applicationNumber,
  ];

  return (
    <>
      <Text>
        {application.status === 'Approved for Lesser Amount' ? t('approved.lesserText') : t('approved.text')}
      </Text>
      <FactList facts={facts} />
      <ResultActions>
        <HomeButton />
        {canGenerateDocuments(vendor) && (
          <Button component={Link} to={paths.assets.build({ applicationId: application.id })}>
            {t('actions.generateDocuments')}
          </Button>
        )}
      </ResultActions>
    </>
  );
}

export function Approved() {
  const { t } = useTranslation('decision');
  const vendor = useSession()?.vendor ?? null;
  return (
    <ResultPage screen="Approved" title={t('approved.title')}>
      {(application) => <ApprovedDetails application={application} vendor={vendor} />}
    </ResultPage>
  );
}
