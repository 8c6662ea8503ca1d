// What was decided and why: the latest decision (outcome, who decided, score, reasons, the Quebec debt ratio), every
// earlier one (a second look's beside the lender's), and the bureau files.
import { Stack, Text, Title } from '@mantine/core';
import { type DecisionRecord, PARTNER_PARTY } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { formatRatio } from '../format-ratio.ts';
import { BureauFileView } from './bureau-file.tsx';
import { EmptyValue } from './empty-value.tsx';
import { type Fact, FactList } from './fact-list.tsx';
import { ReasonList } from './reason-list.tsx';

/** Who decided, in words: the lender, or its second-look partner by name. */
export function useDeciderName() {
  const { t } = useTranslation('underwriter');
  return (decider: DecisionRecord['decider']) =>
    decider === 'partner'
      ? t('secondLook.decider.partner', { partner: PARTNER_PARTY.name })
      : t('secondLook.decider.lender');
}

function DecisionFacts({ decision }: { decision: DecisionRecord }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const deciderName = useDeciderName();
  const facts: Fact[] = [
    {
      label: t('detail.outcome'),
      value: t(decision.outcome, { ns: 'statuses', defaultValue: decision.outcome }),
    },
    { label: t('secondLook.decidedBy'), value: deciderName(decision.decider) },
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
  return <FactList facts={facts} />;
}

/** The decisions before the latest, newest first, each under a heading that says when and by whom. */
function EarlierDecisions({ decisions }: { decisions: DecisionRecord[] }) {
  const { t } = useTranslation('underwriter');
  const locale = currentLocale();
  const deciderName = useDeciderName();
  if (decisions.length === 0) return null;
  return (
    <section aria-labelledby="earlier-decisions-title">
      <Title order={2} size="h3" id="earlier-decisions-title" mb="xs">
        {t('secondLook.earlierDecisions')}
      </Title>
      <Stack gap="lg">
        {decisions.map((decision, index) => (
          <section
            key={`${decision.decidedAt}-${decision.decider}-${decision.outcome}`}
            aria-labelledby={`earlier-decision-${index}`}
          >
            <Title order={3} size="h4" id={`earlier-decision-${index}`} mb="xs">
              {t('secondLook.earlierDecision', {
                date: formatTimestamp(decision.decidedAt, locale),
                decider: deciderName(decision.decider),
              })}
            </Title>
            <DecisionFacts decision={decision} />
          </section>
        ))}
      </Stack>
    </section>
  );
}

interface Props {
  decision: DecisionRecord | null;
  earlier?: DecisionRecord[];
}

export function DecisionSummary({ decision, earlier = [] }: Props) {
  const { t } = useTranslation('underwriter');
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
  // The bureau's files are the lender's pull: a partner's decision keeps none of its own.
  const bureau = [decision, ...earlier].find((d) => d.bureau)?.bureau;
  const applicant = bureau?.applicant;
  const coApplicant = bureau?.coApplicant;
  return (
    <>
      <section aria-labelledby="decision-record-title">
        <Title order={2} size="h3" id="decision-record-title" mb="xs">
          {t('detail.decisionRecord')}
        </Title>
        <DecisionFacts decision={decision} />
      </section>
      <EarlierDecisions decisions={earlier} />
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
