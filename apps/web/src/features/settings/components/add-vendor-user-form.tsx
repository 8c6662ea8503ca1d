// Adds a salesperson to the dealership: user name, name and e-mail; the API answers a one-time password.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AddVendorUserInput, addVendorUserSchema, type OneTimePasswordAnswer } from '@vp/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddVendorUser } from '../api/settings.ts';
import { addNewUser, NewUserForm } from './new-user-form.tsx';
import { UserIdentityFields } from './user-identity-fields.tsx';

export function AddVendorUserForm({ onAdded }: { onAdded: (answer: OneTimePasswordAnswer) => void }) {
  const { t } = useTranslation('settings');
  const mutation = useAddVendorUser();
  const { register, handleSubmit, reset, setError, formState } = useForm<AddVendorUserInput>({
    resolver: zodResolver(addVendorUserSchema),
    defaultValues: { userName: '', displayName: '', email: '' },
  });
  const nameTaken = (message: string) => setError('userName', { message });
  const onSubmit = handleSubmit((values) =>
    addNewUser(() => mutation.mutateAsync(values), { reset: () => reset(), nameTaken }, onAdded),
  );

  return (
    <NewUserForm
      id="add-vendor-user-title"
      title={t('add.title')}
      submit={t('add.submit')}
      pending={mutation.isPending}
      onSubmit={onSubmit}
    >
      <UserIdentityFields register={register} errors={formState.errors} />
    </NewUserForm>
  );
}
