// Adds a salesperson to the dealership: user name, name and e-mail; the API answers a one-time password.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Title } from '@mantine/core';
import { type AddVendorUserInput, addVendorUserSchema, type OneTimePasswordAnswer } from '@vp/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, showError } from '../../../lib/errors.ts';
import { useAddVendorUser } from '../api/settings.ts';
import { UserIdentityFields } from './user-identity-fields.tsx';

export function AddVendorUserForm({ onAdded }: { onAdded: (answer: OneTimePasswordAnswer) => void }) {
  const { t } = useTranslation('settings');
  const mutation = useAddVendorUser();
  const { register, handleSubmit, reset, setError, formState } = useForm<AddVendorUserInput>({
    resolver: zodResolver(addVendorUserSchema),
    defaultValues: { userName: '', displayName: '', email: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await mutation.mutateAsync(values);
      reset();
      onAdded(answer);
    } catch (error) {
      // The name taken: said at the field; anything else as every other failure.
      if (error instanceof ApiError && error.status === 409) setError('userName', { message: error.message });
      else showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="add-vendor-user-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="add-vendor-user-title">
          {t('add.title')}
        </Title>
        <UserIdentityFields register={register} errors={errors} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
