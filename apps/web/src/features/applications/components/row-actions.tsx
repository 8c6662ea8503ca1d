// A row's actions, loaded on demand (spec §2): the button discloses, below it, what the server allows now; a
// failed fetch offers 'Get Actions Available' and is tried again by itself after 3 seconds (spec §9).
import { Button, Loader, Stack, Text } from '@mantine/core';
import type { ApplicationListRow } from '@vp/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { actionLabel, usePermissions } from '../api/get-permissions.ts';
import type { EventChoice } from '../hooks/use-event-choice.ts';

interface RowActionsProps {
  row: ApplicationListRow;
  onChoose: (choice: EventChoice) => void;
}

function ActionChoices({
  applicationId,
  onChoose,
}: { applicationId: string } & Pick<RowActionsProps, 'onChoose'>) {
  const { t } = useTranslation('applications');
  const permissions = usePermissions(applicationId);
  const locale = currentLocale();
  const entries = Object.entries(permissions.data ?? {});

  if (permissions.data) {
    if (entries.length === 0) return <Text size="sm">{t('noActions')}</Text>;
    return (
      <Stack gap={4}>
        {entries.map(([event, labels]) => {
          const label = actionLabel(labels, event, locale);
          return (
            <Button
              key={event}
              variant="subtle"
              justify="flex-start"
              data-event={event}
              onClick={() => onChoose({ applicationId, event, label })}
            >
              {label}
            </Button>
          );
        })}
      </Stack>
    );
  }
  if (permissions.isError || permissions.failureCount > 0) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="red.9">
          {t('actionsFailed')}
        </Text>
        <Button variant="outline" onClick={() => void permissions.refetch()}>
          {t('getActions')}
        </Button>
        <Text size="sm" role="status">
          {permissions.isFetching ? t('retrying') : ''}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="center" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{t('loadingActions')}</Text>
    </Stack>
  );
}

export function RowActions({ row, onChoose }: RowActionsProps) {
  const { t } = useTranslation('applications');
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = row.fullName.trim() || t('unnamed');
  // Closing hands the focus back to the toggle, so a dialog opened next returns it there too.
  const close = () => {
    setOpened(false);
    toggle.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the disclosure closes it.
    <div
      className="row-actions"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) close();
      }}
    >
      <Button
        ref={toggle}
        size="xs"
        variant={opened ? 'light' : 'outline'}
        aria-label={t('actionsFor', { name })}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((open) => !open)}
        rightSection={<span aria-hidden="true">{opened ? '▴' : '▾'}</span>}
      >
        {t('actions')}
      </Button>
      {opened && (
        <div id={panelId} className="row-actions-panel">
          <ActionChoices
            applicationId={row.id}
            onChoose={(choice) => {
              close();
              onChoose(choice);
            }}
          />
        </div>
      )}
    </div>
  );
}
