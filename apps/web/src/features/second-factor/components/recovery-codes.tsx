// The ten recovery codes, shown once (decision 053): to copy or download as a text file, and, at sign-in, a
// confirmation that they are kept before the portal opens.
import { Alert, Button, Checkbox, Code, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const { t } = useTranslation('factors');
  const [kept, setKept] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${t('codes.fileTitle')}\n\n${codes.join('\n')}\n`;
  const download = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="outline" title={t('codes.title')}>
        {t('codes.intro')}
      </Alert>
      <List aria-label={t('codes.title')} listStyleType="none" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group gap="sm">
        <Button variant="default" onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button variant="default" component="a" href={download} download="vendor-portal-recovery-codes.txt">
          {t('codes.download')}
        </Button>
      </Group>
      {copied && (
        <Text role="status" size="sm">
          {t('codes.copied')}
        </Text>
      )}
      {onDone && (
        <>
          <Checkbox
            label={t('codes.kept')}
            checked={kept}
            onChange={(event) => setKept(event.currentTarget.checked)}
          />
          <Button onClick={onDone} disabled={!kept}>
            {t('codes.continue')}
          </Button>
        </>
      )}
    </Stack>
  );
}
