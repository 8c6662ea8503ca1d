// What the policy decided and why: outcome, score, reasons, the Quebec debt ratio, and the bureau files.
import { Stack, Text, Title } from '@mantine/core';
import type { DecisionRecord } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatRatio } from '../format-ratio.ts';
import { BureauFileView } from './bureau-file.tsx';
import { EmptyValue } from './empty-value.tsx';
import { type Fact, FactList } from './fact-list.tsx';
import { ReasonList } from './reason-list.tsx';

export function DecisionSummary({ decision }: { decision: DecisionRecord | null }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  if (!decision) {
    return (
      <section aria-labelledby="decision-record-title">
        <Title order={2} size="h3" id="decision-record-title" mb="xs">
          {t('detail.decisionRecord')}
        </Title>
        <Text>{t('detail.noDecision')}</Text>
      </section>
    );
  }
  const facts: Fact[] = [
    {
      label: t('detail.outcome'),
      value: t(decision.outcome, { ns: 'statuses', defaultValue: decision.outcome }),
    },
    { label: t('detail.score'), value: decision.score ?? <EmptyValue /> },
    { label: t('detail.reasons'), value: <ReasonList reasons={decision.reasons} /> },
  ];
  if (decision.debtRatio !== null) {
    // The three amounts behind the ratio are monthly (as the applicant's form asks): say so beside it.
    facts.push({
      label: t('detail.debtRatio'),
      value: (
        <>
          <span>{formatRatio(decision.debtRatio, locale)}</span>
          {/* Body colour, not dimmed: small grey text falls below AA contrast on this background. */}
          <Text size="sm">{t('detail.debtRatioHint')}</Text>
        </>
      ),
    });
  }
  facts.push({ label: t('detail.decidedAt'), value: formatTimestamp(decision.decidedAt, locale) });
  const applicant = decision.bureau?.applicant;
  const coApplicant = decision.bureau?.coApplicant;
  return (
    <>
      <section aria-labelledby="decision-record-title">
        <Title order={2} size="h3" id="decision-record-title" mb="xs">
          {t('detail.decisionRecord')}
        </Title>
        <FactList facts={facts} />
      </section>
      {(applicant || coApplicant) && (
        <section aria-labelledby="bureau-title">
          <Title order={2} size="h3" id="bureau-title" mb="xs">
            {t('bureau.title')}
          </Title>
          <Stack gap="lg">
            {applicant && <BureauFileView title={t('bureau.applicant')} file={applicant} />}
            {coApplicant && <BureauFileView title={t('bureau.coApplicant')} file={coApplicant} />}
          </Stack>
        </section>
      )}
    </>
  );
}
