// Above the list: the search (into the URL 500 ms after the last key, spec §9), the entries per page, list or
// grid, and Sync.
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PAGE_SIZES, type PageSize } from '@vp/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPatch, ListView } from '../hooks/use-list-params.ts';
import { SyncButton } from './sync-button.tsx';

export const SEARCH_DELAY_MS = 500;

interface ListToolbarProps {
  q: string;
  pageSize: number;
  view: ListView;
  update: (patch: ListPatch, options?: { replace?: boolean }) => void;
}

function SearchField({ q, update }: Pick<ListToolbarProps, 'q' | 'update'>) {
  const { t } = useTranslation('applications');
  const [text, setText] = useState(q);
  const search = useDebouncedCallback((value: string) => {
    if (value.trim() !== q) update({ q: value.trim() }, { replace: true });
  }, SEARCH_DELAY_MS);
  // The URL changed without typing (Back, another list): show its search. A trailing space being typed is kept.
  useEffect(() => {
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);
  return (
    <TextInput
      type="search"
      label={t('search')}
      description={t('searchHint')}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      className="list-search"
      autoComplete="off"
    />
  );
}

/** Two toggle buttons, the shown view pressed. */
function ViewSwitch({ view, update }: Pick<ListToolbarProps, 'view' | 'update'>) {
  const { t } = useTranslation('applications');
  return (
    <Button.Group aria-label={t('view')}>
      {(['list', 'grid'] as const).map((option) => (
        <Button
          key={option}
          variant={view === option ? 'filled' : 'default'}
          aria-pressed={view === option}
          onClick={() => update({ view: option })}
        >
          {t(option === 'list' ? 'viewList' : 'viewGrid')}
        </Button>
      ))}
    </Button.Group>
  );
}

export function ListToolbar({ q, pageSize, view, update }: ListToolbarProps) {
  const { t } = useTranslation('applications');
  return (
    <Group align="flex-end" gap="md" wrap="wrap" className="list-toolbar">
      <SearchField q={q} update={update} />
      <NativeSelect
        label={t('pageSize')}
        value={String(pageSize)}
        data={PAGE_SIZES.map(String)}
        onChange={(event) => update({ pageSize: Number(event.currentTarget.value) as PageSize })}
        className="list-page-size"
      />
      <ViewSwitch view={view} update={update} />
      <SyncButton />
    </Group>
  );
}
