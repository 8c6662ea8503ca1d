// The fields that name a new user of a team, the same for a dealership's salesperson and a lender's user: user name,
// name and e-mail, each with its translated error.
import { TextInput } from '@mantine/core';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';

interface Identity {
  userName: string;
  displayName: string;
  email: string;
}

export function UserIdentityFields<V extends Identity>({
  register,
  errors,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<Identity>;
}) {
  const { t } = useTranslation('settings');
  const field = (name: keyof Identity) => ({
    autoComplete: 'off',
    required: true,
    error: translateMessage(errors[name]?.message) || undefined,
    ...register(name as Path<V>),
  });
  return (
    <>
      <TextInput label={t('add.userName')} description={t('add.userNameHint')} {...field('userName')} />
      <TextInput label={t('add.displayName')} {...field('displayName')} />
      <TextInput label={t('add.email')} type="email" {...field('email')} />
    </>
  );
}
