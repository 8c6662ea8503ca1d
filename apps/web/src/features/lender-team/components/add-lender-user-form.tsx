// Adds a lender's user: user name, name, e-mail (the fields of a dealership's new user) and their roles; the API
// answers a one-time password, shown once.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddLenderUserInput,
  addLenderUserSchema,
  type LenderOneTimePasswordAnswer,
  type AddLenderUserForm as Values,
} from '@vp/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { addNewUser, NewUserForm, UserIdentityFields } from '../../settings/index.ts';
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
  const submit = form.handleSubmit((values) =>
    addNewUser(
      () => mutation.mutateAsync(values),
      { reset: () => form.reset(), nameTaken: (message) => form.setError('userName', { message }) },
      onAdded,
    ),
  );

  return (
    <NewUserForm
      id="add-lender-user-title"
      title={t('add.title')}
      submit={t('add.submit')}
      pending={mutation.isPending}
      onSubmit={submit}
    >
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
    </NewUserForm>
  );
}
