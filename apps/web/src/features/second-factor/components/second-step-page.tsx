// The sign-in's second step (decision 053): after the password, the user confirms with a passkey, a code from their
// authenticator app or a recovery code; or, when a second factor is required of them and they have none, sets one
// up. The ticket travels in the navigation's state (the tab's history), never in the address or the storage.
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { SecondStepAnswer, SessionLoginAnswer, TotpSetupAnswer } from '@vp/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, safeRedirect } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText } from '../../../lib/errors.ts';
import { AppLink, useNavigation } from '../../../lib/navigation.tsx';
import { beginSession } from '../../auth/index.ts';
import { isPasskeyCancelled } from '../api/passkey.ts';
import {
  confirmAppEnrolment,
  enrolPasskey,
  signInWithCode,
  signInWithPasskey,
  startAppEnrolment,
} from '../api/second-step.ts';
import { AppSetup } from './app-setup.tsx';
import { CodeInput, type CodeMethod, readCode } from './code-input.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Step = SecondStepAnswer['secondStep'];

/** What the login form hands over: the step, and where the user was going. */
export interface SecondStepState {
  secondStep: Step;
  redirect?: string | null;
}

function readState(state: unknown): SecondStepState | null {
  if (!state || typeof state !== 'object' || !('secondStep' in state)) return null;
  const { secondStep } = state as SecondStepState;
  return secondStep && typeof secondStep.ticket === 'string' ? (state as SecondStepState) : null;
}

/** The error to show: a closed passkey window is said gently; anything else as the API said it. */
function useFailure() {
  const { t } = useTranslation('factors');
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    /** A refusal of the form itself (a code that cannot be one): said as it is. */
    say: setFailure,
    show: (error: unknown) =>
      setFailure(isPasskeyCancelled(error) ? t('passkey.cancelled') : errorText(error)),
  };
}

export function SecondStepPage() {
  const { t } = useTranslation('factors');
  const { location, navigate } = useNavigation();
  const state = readState(location.state);
  const [codes, setCodes] = useState<SessionLoginAnswer | null>(null);

  const enter = async (answer: SessionLoginAnswer) => {
    await beginSession(answer);
    await navigate(safeRedirect(state?.redirect ?? null) ?? paths.dashboard.build(), { replace: true });
  };
  // A first factor's recovery codes are shown before the portal opens.
  const done = async (answer: SessionLoginAnswer) => {
    if (answer.recoveryCodes?.length) setCodes(answer);
    else await enter(answer);
  };

  return (
    <Paper withBorder p="lg" maw="32rem" mx="auto" className="wrap-buttons">
      <Stack gap="md">
        <PageTitle>{t(state?.secondStep.kind === 'enrol' ? 'enrol.title' : 'step.title')}</PageTitle>
        {!state && (
          <Alert color="orange" variant="outline" role="status">
            {t('step.missing')}
          </Alert>
        )}
        {state && codes && (
          <RecoveryCodes codes={codes.recoveryCodes ?? []} onDone={() => void enter(codes)} />
        )}
        {state && !codes && state.secondStep.kind === 'verify' && (
          <Verify step={state.secondStep} done={done} />
        )}
        {state && !codes && state.secondStep.kind === 'enrol' && (
          <Enrol step={state.secondStep} done={done} />
        )}
        <Anchor component={AppLink} to={paths.login.build()}>
          {t('step.again')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Verify({ step, done }: { step: Step; done: (answer: SessionLoginAnswer) => Promise<void> }) {
  const { t } = useTranslation('factors');
  const hasApp = step.methods.includes('totp');
  const [method, setMethod] = useState<CodeMethod>(hasApp ? 'totp' : 'recovery');
  const { failure, clear, say, show } = useFailure();
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const codeMethods = step.methods.filter((m) => m !== 'passkey');

  const run = async (call: () => Promise<SessionLoginAnswer>) => {
    setBusy(true);
    clear();
    try {
      await done(await call());
    } catch (error) {
      show(error);
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = readCode(String(new FormData(event.currentTarget).get('code') ?? ''), method);
    if (!code) {
      say(t(`invalid.${method === 'totp' ? 'totpCode' : 'recoveryCode'}`));
      codeRef.current?.focus();
      return;
    }
    void run(() => signInWithCode(step.ticket, method, code));
  };

  return (
    <Stack gap="md">
      <Text>{t('step.intro')}</Text>
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
      {step.methods.includes('passkey') && (
        <Button onClick={() => void run(() => signInWithPasskey(step.ticket))} loading={busy}>
          {t('passkey.use')}
        </Button>
      )}
      {codeMethods.length > 0 && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <CodeInput ref={codeRef} key={method} method={method} error={failure} />
            <Button
              type="submit"
              variant={step.methods.includes('passkey') ? 'default' : 'filled'}
              loading={busy}
            >
              {t('step.confirm')}
            </Button>
          </Stack>
        </form>
      )}
      {hasApp && step.methods.includes('recovery') && (
        <Anchor
          component="button"
          type="button"
          onClick={() => {
            clear();
            setMethod(method === 'totp' ? 'recovery' : 'totp');
          }}
        >
          {t(method === 'totp' ? 'step.useRecovery' : 'step.useApp')}
        </Anchor>
      )}
    </Stack>
  );
}

function Enrol({ step, done }: { step: Step; done: (answer: SessionLoginAnswer) => Promise<void> }) {
  const { t } = useTranslation('factors');
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [name, setName] = useState('');
  const { failure, clear, show } = useFailure();
  const [busy, setBusy] = useState(false);

  const addPasskey = async () => {
    setBusy(true);
    clear();
    try {
      await done(await enrolPasskey(step.ticket, name.trim()));
    } catch (error) {
      show(error);
      setBusy(false);
    }
  };
  const chooseApp = async () => {
    clear();
    try {
      setSetup(await startAppEnrolment(step.ticket));
    } catch (error) {
      show(error);
    }
  };

  if (setup)
    return (
      <AppSetup
        setup={setup}
        onConfirm={async (code, appName) => done(await confirmAppEnrolment(step.ticket, code, appName))}
      />
    );
  return (
    <Stack gap="md">
      <Text>{t('enrol.intro')}</Text>
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
      <TextInput
        label={t('passkey.name')}
        description={t('passkey.nameHint')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={60}
      />
      <Button onClick={() => void addPasskey()} loading={busy}>
        {t('passkey.add')}
      </Button>
      <Button variant="default" onClick={() => void chooseApp()} disabled={busy}>
        {t('app.use')}
      </Button>
    </Stack>
  );
}
