// Back and Next (or Skip, Submit) at the foot of a wizard step; both wait while a save is running.
import { Button, Group } from '@mantine/core';
import type { SaveMode } from '@vp/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  busy: SaveMode | null;
  onBack: () => void;
  nextLabel?: string;
  /** Next submits the form (type submit) unless a handler is given. */
  onNext?: () => void;
}

export function StepActions({ busy, onBack, nextLabel, onNext }: Props) {
  const { t } = useTranslation('application');
  return (
    <Group justify="space-between" gap="sm" mt="md" className="step-actions">
      <Button variant="outline" onClick={onBack} loading={busy === 'back'} disabled={busy === 'next'}>
        {t('actions.back')}
      </Button>
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={busy === 'next'}
        disabled={busy === 'back'}
      >
        {nextLabel ?? t('actions.next')}
      </Button>
    </Group>
  );
}
