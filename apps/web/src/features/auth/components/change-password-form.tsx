// The change-password form (spec §5): all four fields required, the password policy, the confirmation;
// after the first submit it re-validates as the user types (throttled 300 ms).
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { type ChangePasswordForm as ChangePasswordValues, changePasswordFormSchema } from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';

export const REVALIDATE_THROTTLE_MS = 300;
const FIELDS = ['userName', 'password', 'newPassword', 'confirmNewPassword'] as const;

function isField(name: string): name is FieldPath<ChangePasswordValues> {
  return (FIELDS as readonly string[]).includes(name);
}

interface Props {
  defaultUserName: string;
  onChanged: () => void;
}

export function ChangePasswordForm({ defaultUserName, onChanged }: Props) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  /** An i18n key or a message the server already translated. */
  const [alert, setAlert] = useState<string | null>(null);
  const submitted = useRef(false);
  const { register, handleSubmit, trigger, watch, setError, formState } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { userName: defaultUserName, password: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const revalidate = useThrottledCallback(() => {
    void trigger().then((valid) => {
      if (valid) setAlert(null);
    });
  }, REVALIDATE_THROTTLE_MS);

  useEffect(() => {
    const subscription = watch(() => {
      if (submitted.current) revalidate();
    });
    return () => subscription.unsubscribe();
  }, [watch, revalidate]);

  const onSubmit = handleSubmit(
    async (values) => {
      submitted.current = true;
      setAlert(null);
      try {
        await mutation.mutateAsync(values);
        onChanged();
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (isField(field)) setError(field, { type: 'server', message });
          }
        }
        setAlert(errorText(error));
      }
    },
    () => {
      submitted.current = true;
      setAlert('errors:fatalError.errorAppForm');
    },
  );

  const fieldError = (name: (typeof FIELDS)[number]) => translateMessage(errors[name]?.message) || undefined;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" variant="outline" role="alert">
            {translateMessage(alert)}
          </Alert>
        )}
        <TextInput
          label={t('auth:changePassword.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          error={fieldError('userName')}
          {...register('userName')}
        />
        <TextInput
          type="password"
          label={t('auth:changePassword.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={fieldError('password')}
          {...register('password')}
        />
        <TextInput
          type="password"
          label={t('auth:changePassword.newPassword')}
          description={t('auth:changePassword.intro')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          error={fieldError('newPassword')}
          {...register('newPassword')}
        />
        <TextInput
          type="password"
          label={t('auth:changePassword.confirmNewPassword')}
          autoComplete="new-password"
          required
          withAsterisk={false}
          error={fieldError('confirmNewPassword')}
          {...register('confirmNewPassword')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('auth:changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
