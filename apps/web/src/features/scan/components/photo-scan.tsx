// The photo fallback: take or choose a photo of the barcode; the server reads it.
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onPhoto: (photo: File) => void;
  busy: boolean;
}

export function PhotoScan({ onPhoto, busy }: Props) {
  const { t } = useTranslation('scan');
  const hintId = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" id={hintId}>
        {t('photo.hint')}
      </Text>
      <FileButton
        onChange={(file) => {
          if (file) onPhoto(file);
        }}
        accept="image/jpeg,image/png"
        capture="environment"
      >
        {(props) => (
          <Button {...props} variant="outline" loading={busy} aria-describedby={hintId}>
            {t('actions.photo')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
