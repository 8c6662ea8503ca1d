// A plain link to the application's timeline (issue 27), at the foot of the result and closing screens and on the
// lender's review: every status has one. Its words are common's, so a screen need not load the timeline's catalogue.
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';

export function TimelineLink({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.applicationTimeline.build({ applicationId })}
      w="fit-content"
      data-timeline-link
    >
      {t('common:timelineLink')}
    </Anchor>
  );
}
