// The field of a one-time code (six digits) or a recovery code (ten letters and digits), and the check of what was
// typed, as the domain's schemas read it (spaces and a hyphen forgiven).
import { TextInput } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export type CodeMethod = 'totp' | 'recovery';

/** The code as the API takes it, or null when it cannot be one. */
export function readCode(value: string, method: CodeMethod): string | null {
  if (method === 'totp') {
    const digits = value.replace(/\s/g, '');
    return /^\d{6}$/.test(digits) ? digits : null;
  }
  const code = value.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}

export const CodeInput = forwardRef<HTMLInputElement, { method: CodeMethod; error: string | null }>(
  function CodeInput({ method, error }, ref) {
    const { t } = useTranslation('factors');
    return (
      <TextInput
        ref={ref}
        name="code"
        label={t(method === 'totp' ? 'step.code' : 'step.recoveryCode')}
        description={t(method === 'totp' ? 'step.codeHint' : 'step.recoveryHint')}
        autoComplete="one-time-code"
        inputMode={method === 'totp' ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        required
        withAsterisk={false}
        error={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        maxLength={20}
      />
    );
  },
);
