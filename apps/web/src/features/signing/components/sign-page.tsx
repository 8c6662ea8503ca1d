// Sign (spec §2, §4): choose how each signer signs, request, then 'sign as' links; requested (Download), signed
// (Download, and the Quebec notice), the close-tab message, 'document sent to'; Back to the program; Next once
// signed files the signed contract (the upload trigger) and goes to Certification. Step 3 of 5: without assets or a
// program the user is sent back to them (spec §4); without an id in the URL the screen says so (spec §8).
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { SignUrl } from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorText, showError } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  useCheckSign,
  useFileSignedContract,
  useRequestSignature,
  useSigningState,
  useVoidSignature,
} from '../api/signing.ts';
import { useContractDownload } from '../hooks/use-contract-download.ts';
import { useSigningRefresh } from '../hooks/use-signing-refresh.ts';
import { EnvelopeStatus } from './envelope-status.tsx';
import { type SignChoice, SignMethodFields } from './sign-method-fields.tsx';

export function SignPage() {
  const { t } = useTranslation('signing');
  const { applicationId } = useParams();
  if (!applicationId) {
    return (
      <Stack gap="lg">
        <PageTitle>{t('title')}</PageTitle>
        <Alert color="red" variant="outline" role="alert">
          {t('noApplicationId')}
        </Alert>
      </Stack>
    );
  }
  return (
    <ClosingScreen applicationId={applicationId} step="sign" title={t('title')}>
      {(closing) => <SignContent applicationId={applicationId} closingSigned={closing.signed} />}
    </ClosingScreen>
  );
}

function SignContent({ applicationId, closingSigned }: { applicationId: string; closingSigned: boolean }) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useSigningState(applicationId);
  const envelope = state.data?.envelope ?? null;
  const sent = envelope?.status === 'sent' ? envelope : null;
  const allSigned = envelope?.signers.every((s) => s.status === 'signed') ?? false;
  const check = useCheckSign(applicationId, sent?.envelopeId ?? null, allSigned);
  const request = useRequestSignature(applicationId);
  const voiding = useVoidSignature(applicationId);
  const filing = useFileSignedContract(applicationId);
  const [links, setLinks] = useState<SignUrl[]>([]);
  const [opened, setOpened] = useState(false);
  const { download, blockedUrl } = useContractDownload(applicationId);
  const lastChoice = useRef<SignChoice | null>(null);

  useSigningRefresh(applicationId, check.data);

  const ask = (choice: SignChoice) => {
    lastChoice.current = choice;
    request.mutate(
      {
        language: choice.language,
        customerSignMethod: choice.methods.customer ?? 'Embed',
        coCustomerSignMethod: choice.methods.coCustomer,
        url: paths.sign.build({ applicationId }),
      },
      { onSuccess: (answer) => setLinks(answer.urls), onError: (error) => showError(error) },
    );
  };
  // Fresh links for an envelope already out (this screen reopened): the same methods, new tokens.
  const askLinks = () => {
    if (!sent || !state.data) return;
    const method = (role: string) => sent.signers.find((s) => s.roleName === role)?.method;
    ask({
      language: state.data.language,
      methods: { customer: method('customer'), coCustomer: method('coCustomer') },
    });
  };

  const next = () => {
    if (!envelope) return;
    filing.mutate(envelope.envelopeId, {
      onSuccess: () => navigate(paths.certification.build({ applicationId })),
      onError: (error) => showError(error),
    });
  };

  const signed = envelope?.status === 'completed';
  // The contract signed while this screen is open: the progress (Sign ✓) reads the deal again.
  useEffect(() => {
    if (signed && !closingSigned)
      void client.invalidateQueries({ queryKey: queryKeys.applications.closing(applicationId) });
  }, [signed, closingSigned, client, applicationId]);
  const downloadButton = (
    <Button variant="outline" onClick={download}>
      {t('download')}
    </Button>
  );

  return (
    <>
      {state.isPending && <Loader role="status" aria-label={t('common:loading')} />}
      {state.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(state.error, true)}
        </Alert>
      )}
      {state.data && (
        <>
          {signed && (
            <Stack gap="sm">
              <Alert color="green" variant="outline" role="status">
                {t('signed')}
              </Alert>
              {state.data.quebec && (
                <Alert color="blue" variant="light">
                  {t('quebecNotice')}
                </Alert>
              )}
              <Group>{downloadButton}</Group>
            </Stack>
          )}
          {sent && (
            <Stack gap="sm">
              <Alert color="blue" variant="outline" role="status">
                {t('requested')}
              </Alert>
              <Group>{downloadButton}</Group>
              <EnvelopeStatus
                envelope={sent}
                links={links}
                opened={opened}
                onOpen={() => setOpened(true)}
                onLinks={askLinks}
                busy={request.isPending || voiding.isPending}
                onVoid={() =>
                  voiding.mutate(undefined, {
                    onSuccess: () => setLinks([]),
                    onError: (error) => showError(error),
                  })
                }
              />
            </Stack>
          )}
          {!signed && !sent && (
            <>
              {envelope?.status === 'declined' && (
                <Alert color="yellow" variant="outline" role="alert">
                  {t('declined')}
                </Alert>
              )}
              {envelope?.status === 'voided' && <Text role="status">{t('voided')}</Text>}
              <Text>{t('intro')}</Text>
              <SignMethodFields state={state.data} pending={request.isPending} onRequest={ask} />
            </>
          )}
        </>
      )}
      {blockedUrl && (
        <Alert color="yellow" variant="outline" role="alert">
          {t('popupNotice')}{' '}
          <Anchor href={blockedUrl} target="_blank" rel="noopener">
            {t('openContract')}
          </Anchor>
        </Alert>
      )}
      <Group gap="sm">
        <Button component={Link} variant="outline" to={paths.financingProgram.build({ applicationId })}>
          {t('back')}
        </Button>
        {signed && (
          <Button onClick={next} loading={filing.isPending}>
            {t('next')}
          </Button>
        )}
      </Group>
    </>
  );
}
