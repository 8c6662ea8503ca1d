// A few headline figures as a description list: each label with its value.
import { SimpleGrid, Text } from '@mantine/core';

export function Figures({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
