// Approved (spec §2): the approved and requested amounts, 'App # ' + the loan number (the short reference before
// one exists); Home, and for external vendors only, generate documents (to Assets). The second-look partner's
// approval is the same screen, saying who approved, with a way to price the partner's programs.
import { Button, Text } from '@mantine/core';
import { isExternalVendor, PARTNER_PARTY, type Vendor } from '@vp/domain';
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

/** The partner approves without a lesser status of its own (KamselApproved): its answer is lesser when the amount is. */
export function isLesserAmount(application: ResultApplication): boolean {
  const approved = approvedAmountOf(application);
  return approved !== null && application.amount !== null && approved < application.amount;
}

/** The screen's sentence: the lender's approval (its status says lesser), or the partner's (its amount says it). */
function approvalText(application: ResultApplication, partner: boolean): { key: string; partner?: string } {
  if (!partner) {
    return {
      key: application.status === 'Approved for Lesser Amount' ? 'approved.lesserText' : 'approved.text',
    };
  }
  const lesser = isLesserAmount(application);
  return {
    key: lesser ? 'secondLook.approved.lesserText' : 'secondLook.approved.text',
    partner: PARTNER_PARTY.name,
  };
}

interface DetailsProps {
  application: ResultApplication;
  vendor: Vendor | null;
  /** The second-look partner approved it (KamselApproved). */
  partner?: boolean;
}

function ApprovedDetails({ application, vendor, partner = false }: DetailsProps) {
  const { t } = useTranslation('decision');
  const locale = currentLocale();
  const rental = application.applicationType === 'Rental';
  const applicationNumber = useApplicationNumberFact(application);
  const text = approvalText(application, partner);
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
      <Text>{t(text.key, { partner: text.partner })}</Text>
      <FactList facts={facts} />
      {partner && <Text>{t('secondLook.approved.terms', { partner: PARTNER_PARTY.name })}</Text>}
      <ResultActions>
        <HomeButton />
        {partner && (
          <Button
            component={Link}
            variant="outline"
            to={paths.paymentCalculator.build({}, { applicationId: application.id })}
          >
            {t('secondLook.approved.calculator')}
          </Button>
        )}
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

/** The second-look partner's approval (KamselApproved): the same screen and buttons, naming the partner. */
export function SecondLookApproved() {
  const { t } = useTranslation('decision');
  const vendor = useSession()?.vendor ?? null;
  return (
    <ResultPage screen="SecondLookApproved" title={t('secondLook.approved.title')}>
      {(application) => <ApprovedDetails application={application} vendor={vendor} partner />}
    </ResultPage>
  );
}
