// Certification (spec §2, §5): installer name, e-mail and company (all required), the method chosen on the program
// screen preselected; paper downloads the prefilled PDF, electronic sends it for signature by the installer and the
// customer and shows who has signed. Step 4 of 5, after the contract is signed (else the user goes to Sign). Next
// (to the uploads) shows once the certificate is done, as the deal says; an electronic one out for signature is not
// sent again.
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CertificateMethod,
  type CertificateRequest,
  type Closing,
  certificateRequestSchema,
} from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { errorText } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { downloadPdf, requestCertificate, useCertificateInfo } from '../api/certificate.ts';
import { CertificateSigningStatus } from './certificate-signing-status.tsx';

type Fields = Omit<CertificateRequest, 'method'>;

export function CertificationPage() {
  const { t } = useTranslation('uploads');
  const { applicationId = '' } = useParams();
  return (
    <ClosingScreen applicationId={applicationId} step="certification" title={t('certificate.title')}>
      {(closing) => <CertificationForm applicationId={applicationId} closing={closing} />}
    </ClosingScreen>
  );
}

function CertificationForm({ applicationId, closing }: { applicationId: string; closing: Closing }) {
  const { t } = useTranslation('uploads');
  const queryClient = useQueryClient();
  const info = useCertificateInfo(applicationId);
  // The form starts from the first answer only: the later ones (the signing's progress) keep what the dealer typed.
  // The route's loader usually has it before the first render (decision 038): the form starts from it there, in one
  // render; else from the answer when it comes.
  const [fields, setFields] = useState<Fields>(() => startingFields(info.data));
  const [method, setMethod] = useState<CertificateMethod>(() => startingMethod(info.data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const started = useRef(info.data !== undefined);
  useEffect(() => {
    if (!info.data || started.current) return;
    started.current = true;
    setMethod(startingMethod(info.data));
    setFields(startingFields(info.data));
  }, [info.data]);

  // The value is read now: the updater may run after the event, when its currentTarget is gone.
  const set = (key: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setFields((f) => ({ ...f, [key]: value }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = certificateRequestSchema.safeParse({ ...fields, method });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await requestCertificate(applicationId, parsed.data);
      if (answer.data.base64 && answer.data.fileName) {
        downloadPdf(answer.data.base64, answer.data.fileName);
        notifySuccess(t('certificate.downloaded', { fileName: answer.data.fileName }));
      } else notifySuccess(t('certificate.requested'));
      // The electronic certificate's signers appear (and a paper one replaces it) on the screen's answer; a paper one
      // is done at once (Certification ✓, Next).
      await Promise.all([
        info.refetch(),
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.closing(applicationId) }),
      ]);
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  // The certificate finished (a paper one produced, the last signer signed) while this screen is open: the deal's
  // closing steps (Certification ✓, Next) are read again.
  const certificateDone = info.data?.certificate?.done ?? false;
  useEffect(() => {
    if (certificateDone && !closing.certificate)
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.closing(applicationId) });
  }, [certificateDone, closing.certificate, queryClient, applicationId]);

  const signing = info.data?.certificate?.method === 'electronic' ? info.data.certificate.signing : null;
  // Out for signature, or signed by both: sending again would only e-mail the signers a second time.
  const electronicOut =
    method === 'electronic' && (signing?.status === 'sent' || signing?.status === 'completed');
  const electronicBlocked =
    method === 'electronic' && (!fields.installerName.trim() || !fields.installerEmail.trim());

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>{t('certificate.intro')}</Text>
        {info.data?.quebec && <Alert variant="outline">{t('certificate.quebec')}</Alert>}
        <TextInput
          label={t('certificate.installerName')}
          required
          value={fields.installerName}
          onChange={set('installerName')}
          error={errors.installerName}
        />
        <TextInput
          label={t('certificate.installerEmail')}
          required
          type="email"
          value={fields.installerEmail}
          onChange={set('installerEmail')}
          error={errors.installerEmail}
        />
        <TextInput
          label={t('certificate.installerCompany')}
          required
          value={fields.installerCompany}
          onChange={set('installerCompany')}
          error={errors.installerCompany}
        />
        <Stack gap={4}>
          <Text id="certificate-method" fw={500} size="sm">
            {t('certificate.method')}
          </Text>
          <SegmentedControl
            aria-labelledby="certificate-method"
            value={method}
            onChange={(value) => setMethod(value as CertificateMethod)}
            data={[
              { value: 'paper', label: t('certificate.paper') },
              { value: 'electronic', label: t('certificate.electronic') },
            ]}
          />
        </Stack>
        {signing && (
          <CertificateSigningStatus
            signing={signing}
            onCheck={() => void info.refetch()}
            checking={info.isFetching}
          />
        )}
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button component={Link} to={paths.sign.build({ applicationId })} variant="default">
            {t('certificate.back')}
          </Button>
          <Button type="submit" loading={busy} disabled={electronicBlocked || electronicOut}>
            {t(method === 'paper' ? 'certificate.download' : 'certificate.request')}
          </Button>
          {closing.certificate && (
            <Button component={Link} to={paths.uploadFilesStep1.build({ applicationId })} variant="filled">
              {t('certificate.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

type CertificateInfo = NonNullable<ReturnType<typeof useCertificateInfo>['data']>;

/** The last certificate's method, when there is one (its progress shows below); else the program screen's choice. */
function startingMethod(info: CertificateInfo | undefined): CertificateMethod {
  const last = info?.certificate;
  if (last?.method === 'electronic' || last?.method === 'paper') return last.method;
  return info?.method ?? 'paper';
}

/** The last certificate's installer, when there is one. */
function startingFields(info: CertificateInfo | undefined): Fields {
  const last = info?.certificate;
  return {
    installerName: last?.installerName ?? '',
    installerEmail: last?.installerEmail ?? '',
    installerCompany: last?.installerCompany ?? '',
  };
}
