// The sign-in form: user name and password; on success to `redirect` or the dashboard, an expired
// password to ChangePassword (spec §4).
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { LoginInput } from '@vp/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, safeRedirect } from '../../../app/paths.ts';
import { errorText, isPasswordExpired } from '../../../lib/errors.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useNavigation } from '../../../lib/navigation.tsx';
import { login } from '../api/login.ts';

type LoginErrors = Partial<Record<keyof LoginInput, string>>;
const MAX_FIELD = 200;

/**
 * loginSchema's rules (required, at most 200 characters, same message keys), checked without a form
 * library or zod: two fields do not need them, and the sign-in page must stay small (the API re-checks
 * with loginSchema itself).
 */
export function validateLogin(values: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['userName', 'password'] as const) {
    if (values[field] === '') errors[field] = 'validation:required';
    else if (values[field].length > MAX_FIELD) errors[field] = 'validation:tooLong';
  }
  return errors;
}

export function LoginForm() {
  const { t } = useTranslation();
  const { navigate, location } = useNavigation();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: LoginInput = {
      userName: String(data.get('userName') ?? ''),
      password: String(data.get('password') ?? ''),
    };
    const found = validateLogin(values);
    setErrors(found);
    setFailure(null);
    if (found.userName) return userNameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setSubmitting(true);
    try {
      const answer = await login(values);
      const redirect = new URLSearchParams(location.search).get('redirect');
      // A second factor's step (decision 053): its ticket goes in the navigation's state, never in the address.
      if ('secondStep' in answer) {
        await navigate(paths.signInStep.build(), { state: { secondStep: answer.secondStep, redirect } });
        return;
      }
      await navigate(safeRedirect(redirect) ?? paths.dashboard.build(), {
        replace: true,
      });
    } catch (error) {
      setSubmitting(false);
      if (isPasswordExpired(error)) {
        await navigate(paths.changePassword.build({}, { userName: values.userName, expired: 1 }));
        return;
      }
      setFailure(errorText(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          ref={userNameRef}
          name="userName"
          label={t('auth:login.userName')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          withAsterisk={false}
          error={translateMessage(errors.userName) || undefined}
        />
        <TextInput
          ref={passwordRef}
          name="password"
          type="password"
          label={t('auth:login.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          error={translateMessage(errors.password) || undefined}
        />
        <Button type="submit" loading={submitting}>
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
