// The program type buttons (Non-deferred, Deferred, and Buy Down only when such programs exist) and the cards of the
// chosen type's programs: description, rate bump %, type and deferral label (spec §2 FinancingProgram).
import { Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type ProgramCard, type ProgramType, programTypeChoices, programTypeKey } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';

interface Props {
  programs: readonly ProgramCard[];
  type: ProgramType | null;
  programId: number | null;
  onType: (type: ProgramType) => void;
  onProgram: (programId: number) => void;
}

/** A rate bump written with its sign: '+2.000%' / '-2 %'. */
const signed = (rate: string) => (rate.startsWith('-') || Number(rate) === 0 ? rate : `+${rate}`);

export function ProgramChooser({ programs, type, programId, onType, onProgram }: Props) {
  const { t } = useTranslation('financing');
  const locale = currentLocale();
  const shown = programs.filter((p) => p.programType === type);
  return (
    <Stack gap="md">
      <Group gap="sm" role="group" aria-label={t('program.typeLabel')}>
        {programTypeChoices(programs).map((choice) => (
          <Button
            key={choice}
            variant={choice === type ? 'filled' : 'outline'}
            aria-pressed={choice === type}
            onClick={() => onType(choice)}
          >
            {t(programTypeKey(choice))}
          </Button>
        ))}
      </Group>
      {type !== null && shown.length === 0 && <Text>{t('program.noneOfType')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label={t('program.programsLabel')}>
        {shown.map((program) => {
          const chosen = program.programId === programId;
          const description = locale === 'fr' ? program.fr.description : program.description;
          const deferral = locale === 'fr' ? program.fr.deferralLabel : program.deferralLabel;
          return (
            <UnstyledButton
              key={program.programId}
              className="program-card"
              data-chosen={chosen || undefined}
              aria-pressed={chosen}
              onClick={() => onProgram(program.programId)}
            >
              <Title order={3} size="h5">
                {description}
              </Title>
              <Text size="sm">
                {t('program.rateBumpShown', { rate: formatRate(signed(program.rateBump), locale) })}
              </Text>
              <Text size="sm">
                {t('program.typeShown', { type: t(programTypeKey(program.programType)) })}
              </Text>
              <Text size="sm">{t('program.deferralShown', { label: deferral })}</Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
