// One item in the lender's hands, as a page: the way back to its queue, the applicant's name as the title, then the
// item's sections, the last of which decides it while its status is the one this review is for (the status table's
// `review`: the credit while Pending, the funding package while Documents Submitted).
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { classOf, type QueueItem } from '@vp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TimelineLink } from '../../../components/timeline-link.tsx';
import { errorText } from '../../../lib/errors.ts';
import { applicantName } from '../applicant-name.ts';

type Named = Pick<QueueItem, 'id' | 'firstName' | 'lastName'>;

interface LayoutProps<T extends Named> {
  /** The queue the review came from, and the link's text (an i18n key). */
  back: { to: string; label: string };
  /** The title's i18n keys: with the applicant's name, and while it loads. */
  title: { named: string; loading: string };
  query: { data?: T; error: unknown };
  /** Said under the title (whose credit the deal is). */
  badge?: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}

export function LenderReview<T extends Named>({ back, title, query, badge, children }: LayoutProps<T>) {
  const { t } = useTranslation('underwriter');
  const name = query.data ? applicantName(query.data) : '';
  return (
    <Stack gap="lg" maw="60rem">
      <Anchor component={Link} to={back.to} w="fit-content">
        {t(back.label)}
      </Anchor>
      <PageTitle>{name ? t(title.named, { name }) : t(title.loading)}</PageTitle>
      {query.data && badge?.(query.data)}
      {query.data && <TimelineLink applicationId={query.data.id} />}
      {query.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(query.error, true)}
        </Alert>
      ) : !query.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

/** A section of the review under its own heading, which names it. */
export function ReviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

interface DecisionProps {
  /** The heading's id, which also names the form. */
  id: string;
  title: string;
  status: string;
  review: 'credit' | 'funding';
  /** The form, shown only while the status is under this review. */
  children: ReactNode;
}

/** The deciding section: the form while the status is under this review, otherwise the status it has now. */
export function ReviewDecision({ id, title, status, review, children }: DecisionProps) {
  const { t } = useTranslation('underwriter');
  return (
    <ReviewSection id={id} title={title}>
      {classOf(status)?.review === review ? (
        children
      ) : (
        <Text>{t('detail.notPending', { status: t(status, { ns: 'statuses', defaultValue: status }) })}</Text>
      )}
    </ReviewSection>
  );
}
