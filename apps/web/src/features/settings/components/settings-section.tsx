// One section of Settings: a titled, labelled region. The page is a column of them, so that one more (the notices by
// e-mail of issue 27's Notifications) is one more element.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function SettingsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {intro && <Text c="gray.7">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
