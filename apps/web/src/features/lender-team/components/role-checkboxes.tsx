// The lender's roles as checkboxes, each with what it lets the user do; at least one is required (the server says so
// too).
import { Checkbox, Stack } from '@mantine/core';
import { LENDER_ROLES, type LenderRole } from '@vp/domain';
import { useTranslation } from 'react-i18next';

export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly LenderRole[];
  onChange: (roles: LenderRole[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('lender');
  return (
    <Checkbox.Group
      label={t('add.roles')}
      withAsterisk
      value={[...value]}
      onChange={(roles) => onChange(LENDER_ROLES.filter((role) => roles.includes(role)))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {LENDER_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`roles.${role}`)} description={t(`roleHints.${role}`)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
