// The pages of a list (spec §9): at most 12 page links around the current one, and first, previous, next and
// last, in a navigation landmark; the current page is marked for assistive technology.
import { Button } from '@mantine/core';
import { pageWindow } from '@vp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PagerLinkProps {
  search: string | null;
  label: string;
  current?: boolean;
  children: ReactNode;
}

/** A page link; a jump that would go nowhere (previous on page 1) is a disabled button. */
function PagerLink({ search, label, current = false, children }: PagerLinkProps) {
  const variant = current ? 'filled' : 'default';
  if (search === null) {
    return (
      <Button size="compact-md" variant={variant} disabled aria-label={label} className="pager-button">
        {children}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={{ search }}
      size="compact-md"
      variant={variant}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className="pager-button"
    >
      {children}
    </Button>
  );
}

interface ListPaginationProps {
  page: number;
  pages: number;
  /** The query string of a page. */
  searchFor: (page: number) => string;
}

export function ListPagination({ page, pages, searchFor }: ListPaginationProps) {
  const { t } = useTranslation('applications');
  if (pages <= 1) return null;
  const jump = (target: number) => (target === page ? null : searchFor(target));
  return (
    <nav aria-label={t('pagination')}>
      <ul className="pager">
        <li>
          <PagerLink search={jump(1)} label={t('firstPage')}>
            «
          </PagerLink>
        </li>
        <li>
          <PagerLink search={jump(Math.max(page - 1, 1))} label={t('previousPage')}>
            ‹
          </PagerLink>
        </li>
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <PagerLink search={searchFor(n)} label={t('page', { page: n })} current={n === page}>
              {n}
            </PagerLink>
          </li>
        ))}
        <li>
          <PagerLink search={jump(Math.min(page + 1, pages))} label={t('nextPage')}>
            ›
          </PagerLink>
        </li>
        <li>
          <PagerLink search={jump(pages)} label={t('lastPage')}>
            »
          </PagerLink>
        </li>
      </ul>
    </nav>
  );
}
