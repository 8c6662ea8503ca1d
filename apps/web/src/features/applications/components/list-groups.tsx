// The lists a user can switch to (spec §4 groups, in dashboard order): links, the current one marked.
import { Button } from '@mantine/core';
import { groupFromSlug, LIST_SLUGS } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';

interface ListGroupsProps {
  current: string;
  /** The query string to keep when switching (the search and the view, not the page). */
  search: string;
}

export function ListGroups({ current, search }: ListGroupsProps) {
  const { t } = useTranslation('applications');
  return (
    <nav aria-label={t('listsLabel')}>
      <ul className="list-groups">
        {LIST_SLUGS.map((slug) => {
          const active = slug === current;
          return (
            <li key={slug}>
              <Button
                component={Link}
                to={`${paths.applicationList.build({ status: slug })}${search}`}
                size="compact-sm"
                variant={active ? 'filled' : 'default'}
                aria-current={active ? 'page' : undefined}
              >
                {t(`dashboard:groups.${groupFromSlug(slug) ?? 'All'}`)}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
