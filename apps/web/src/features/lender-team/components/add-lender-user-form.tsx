// Adds a lender's user: user name, name, e-mail (the fields of a dealership's new user) and their roles; the API
// answers a one-time password, shown once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Title } from '@mantine/core';
import {
  type AddLenderUserInput,
  addLenderUserSchema,
  type LenderOneTimePasswordAnswer,
  type AddLenderUserForm as Values,
} from '@vp/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, showError } from '../../../lib/errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { UserIdentityFields } from '../../settings/index.ts';
import { useAddLenderUser } from '../api/lender-team.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

export function AddLenderUserForm({ onAdded }: { onAdded: (answer: LenderOneTimePasswordAnswer) => void }) {
  const { t } = useTranslation('lender');
  const mutation = useAddLenderUser();
  const form = useForm<Values, unknown, AddLenderUserInput>({
    resolver: zodResolver(addLenderUserSchema),
    defaultValues: { userName: '', displayName: '', email: '', lenderRoles: [] },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onAdded(await mutation.mutateAsync(values));
      form.reset();
    } catch (error) {
      // A name already taken is said at its field.
      if (error instanceof ApiError && error.status === 409)
        form.setError('userName', { message: error.message });
      else showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="add-lender-user-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="add-lender-user-title">
          {t('add.title')}
        </Title>
        <UserIdentityFields register={form.register} errors={errors} />
        <Controller
          control={form.control}
          name="lenderRoles"
          render={({ field }) => (
            <RoleCheckboxes
              value={field.value}
              onChange={field.onChange}
              error={translateMessage(errors.lenderRoles?.message) || undefined}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
