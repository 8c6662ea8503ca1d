// The application's timeline (issue 27): every event in order, as an ordered list a screen reader reads as one, each
// item its sentence, a decision's reasons, and when (in the reader's time zone) and by whom. Reached from the list's
// row actions, the result screens and the lender's review; the vendor's own applications, the lender's any.
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { hasLenderRole, type TimelineAnswer, type TimelineEvent } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { FundingStatementPanel } from '../../funding-statements/index.ts';
import { useTimeline } from '../api/get-timeline.ts';
import { actorText, eventText, readerTimeZone, reasonTexts } from '../event-text.ts';
import '../timeline.css';

function EventItem({ event }: { event: TimelineEvent }) {
  const { t, i18n } = useTranslation('timeline');
  const locale = currentLocale();
  const reasons = reasonTexts(event, t, (key) => i18n.exists(key));
  return (
    <li className="timeline-event" data-kind={event.kind}>
      <Text fw={600}>{eventText(event, t, locale)}</Text>
      {reasons.length > 0 && (
        <div className="timeline-reasons">
          <Text size="sm">{t('reasonsIntro')}</Text>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>
                <Text size="sm">{reason}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Text size="sm">
        <time dateTime={event.at}>{formatTimestamp(event.at, locale)}</time>
        {' · '}
        {t('byWhom', { who: actorText(event.actor, t) })}
      </Text>
    </li>
  );
}

function Events({ answer }: { answer: TimelineAnswer }) {
  const { t } = useTranslation('timeline');
  const user = useSession()?.user;
  // A vendor admin and the lender's funders and admins open the period's statements from the deal's.
  const listLink =
    user !== undefined &&
    (user.role === 'vendor'
      ? user.vendorAdmin === true
      : hasLenderRole(user, 'funder') || hasLenderRole(user, 'lenderAdmin'));
  return (
    <>
      {answer.number && <Text fw={600}>{t('number', { number: answer.number })}</Text>}
      <Text>
        {t('statusNow', { status: t(answer.status, { ns: 'statuses', defaultValue: answer.status }) })}
      </Text>
      <FundingStatementPanel
        applicationId={answer.applicationId}
        booked={answer.status === 'Booked'}
        listLink={listLink}
      />
      <section aria-labelledby="timeline-events-title">
        <Title order={2} size="h3" id="timeline-events-title" mb="sm">
          {t('events')}
        </Title>
        {answer.events.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <ol className="timeline-list" aria-labelledby="timeline-events-title">
            {answer.events.map((event, index) => (
              // The events have no id of their own; their order is the answer's and never changes in place.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered whole from one answer
              <EventItem key={index} event={event} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export function ApplicationTimeline() {
  const { t } = useTranslation('timeline');
  const applicationId = useParams().applicationId ?? '';
  const timeline = useTimeline(applicationId);
  const lender = useSession()?.user.role === 'underwriter';
  const name = timeline.data ? timeline.data.name || t('unnamed') : '';
  const back = lender
    ? { to: paths.underwriterApplication.build({ applicationId }), label: t('backToReview') }
    : { to: paths.applicationList.build({ status: 'all' }), label: t('backToList') };
  return (
    <Stack gap="md" maw="48rem" className="timeline-page">
      <Anchor component={Link} to={back.to} w="fit-content">
        {back.label}
      </Anchor>
      <PageTitle>{name ? t('titleNamed', { name }) : t('title')}</PageTitle>
      <Text>{t('intro', { timeZone: readerTimeZone() })}</Text>
      {timeline.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorText(timeline.error, true)}
        </Alert>
      ) : !timeline.data ? (
        <Loader role="status" aria-label={t('common:loading')} />
      ) : (
        <Events answer={timeline.data} />
      )}
    </Stack>
  );
}
