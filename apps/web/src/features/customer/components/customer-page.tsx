// The customer's page (issue 26, route /customer): outside the vendor's session, opened from the link the salesperson
// sent. The token is read from the URL's fragment (never sent to a server in a URL) and taken out of the address bar;
// the second factor gives a 30-minute session, kept in this tab only; then the answers, sent once.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CustomerSummaryAnswer, isLocale } from '@vp/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { customerApi } from '../api/customer-api.ts';
import { CustomerAnswersForm } from './customer-answers-form.tsx';
import { CustomerVerify } from './customer-verify.tsx';

const TOKEN_KEY = 'vp.customer.token';
const SESSION_KEY = 'vp.customer.session';

type Phase =
  | { name: 'opening' }
  | { name: 'noLink' }
  | { name: 'invalid' }
  | { name: 'verify'; token: string; factor: 'code' | 'dob'; sentTo?: string | undefined }
  | { name: 'answer'; session: string }
  | { name: 'done'; vendor: string };

/** The link's token: from the fragment once (then out of the address bar and history), else from this tab. */
function takeToken(): string | null {
  const fromHash = window.location.hash.slice(1);
  if (fromHash) {
    sessionStorage.setItem(TOKEN_KEY, fromHash);
    window.history.replaceState(null, '', window.location.pathname);
    sessionStorage.removeItem(SESSION_KEY);
    return fromHash;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export function CustomerPage() {
  const { t } = useTranslation('customer');
  const [phase, setPhase] = useState<Phase>(() => {
    const session = sessionStorage.getItem(SESSION_KEY);
    return session && !window.location.hash ? { name: 'answer', session } : { name: 'opening' };
  });

  useEffect(() => {
    if (phase.name !== 'opening') return;
    const token = takeToken();
    if (!token) {
      setPhase({ name: 'noLink' });
      return;
    }
    customerApi
      .open(token)
      .then((opened) => setPhase({ name: 'verify', token, factor: opened.factor, sentTo: opened.sentTo }))
      .catch(() => setPhase({ name: 'invalid' }));
  }, [phase.name]);

  const verified = (session: string) => {
    sessionStorage.setItem(SESSION_KEY, session);
    setPhase({ name: 'answer', session });
  };
  const finished = (vendor: string) => {
    sessionStorage.removeItem(SESSION_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    setPhase({ name: 'done', vendor });
  };

  return (
    <Stack gap="lg" className="customer-page">
      <PageTitle>
        {phase.name === 'done'
          ? t('done.title')
          : phase.name === 'verify'
            ? t('verify.title')
            : t('page.title')}
      </PageTitle>
      {phase.name === 'opening' && <Loader aria-label={t('page.opening')} />}
      {phase.name === 'noLink' && <Alert variant="outline">{t('page.noToken')}</Alert>}
      {phase.name === 'invalid' && (
        <Alert color="red" variant="outline" role="alert">
          {t('page.invalid')}
        </Alert>
      )}
      {phase.name === 'verify' && (
        <CustomerVerify
          token={phase.token}
          factor={phase.factor}
          sentTo={phase.sentTo}
          onVerified={verified}
        />
      )}
      {phase.name === 'answer' && (
        <CustomerAnswers
          session={phase.session}
          onDone={finished}
          onLost={() => setPhase({ name: 'invalid' })}
        />
      )}
      {phase.name === 'done' && <Text>{t('done.text', { vendor: phase.vendor })}</Text>}
    </Stack>
  );
}

/** The application the session opens, then the form; shared by the customer's page and the dealer's tablet. */
export function CustomerAnswers({
  session,
  onDone,
  onLost,
  onCancel,
}: {
  session: string;
  onDone: (vendor: string) => void;
  onLost: () => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('customer');
  const summary = useQuery({
    queryKey: ['customer', 'summary', session],
    queryFn: ({ signal }) => customerApi.summary(session, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (summary.isError) onLost();
  }, [summary.isError, onLost]);
  if (summary.isPending) return <Loader aria-label={t('page.opening')} />;
  if (summary.isError) return <Alert color="red">{errorText(summary.error)}</Alert>;
  const answer: CustomerSummaryAnswer = summary.data;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  if (answer.purpose === 'sign')
    return (
      <Stack gap="lg">
        <Text>{t('sign.intro', { vendor: answer.vendorName })}</Text>
        {answer.signUrl ? (
          <Button component="a" href={answer.signUrl} size="md">
            {t('sign.open')}
          </Button>
        ) : (
          <Alert variant="outline">{t('sign.nothing')}</Alert>
        )}
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Text>
        {t(answer.person === 'coApplicant' ? 'page.introCo' : 'page.intro', { vendor: answer.vendorName })}
      </Text>
      {answer.amount !== null && (
        <Text fw={600}>{t('page.amount', { amount: formatMoney(answer.amount, locale) })}</Text>
      )}
      <CustomerAnswersForm
        session={session}
        summary={answer}
        onDone={() => onDone(answer.vendorName)}
        onCancel={onCancel}
      />
    </Stack>
  );
}
