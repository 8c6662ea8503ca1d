// Upload step 1 (spec §2 UploadFilesStep1): the five tiles, the lender's note after Missing Documents, the checks
// and Combine and submit once the required documents are present; step 5 of the financing phase, after the contract is
// signed (else the user goes to Sign, spec §4).
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useUploadStatus } from '../api/uploads.ts';
import { SubmitPackage } from './submit-package.tsx';
import { UploadTiles } from './upload-tiles.tsx';

export function UploadFilesPage() {
  const { t } = useTranslation('uploads');
  const { applicationId = '' } = useParams();
  return (
    <ClosingScreen applicationId={applicationId} step="upload" title={t('step1.title')}>
      {() => <UploadFilesContent applicationId={applicationId} />}
    </ClosingScreen>
  );
}

function UploadFilesContent({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('uploads');
  const status = useUploadStatus(applicationId);

  return (
    <>
      <Text>{t('step1.intro')}</Text>
      {status.isPending && <Loader role="status" aria-label={t('common:loading')} />}
      {status.isError && (
        <Alert color="red" variant="outline" role="alert">
          {errorText(status.error, true)}
        </Alert>
      )}
      {status.data?.missingDocumentsNote && !status.data.locked && (
        <Alert color="yellow" variant="outline" role="status">
          {t('step1.missingNote', { note: status.data.missingDocumentsNote })}
        </Alert>
      )}
      {status.data?.locked && (
        <Alert color="blue" variant="outline" role="status">
          {t(status.data.status === 'Documents Submitted' ? 'submit.thanks' : 'step1.locked')}
        </Alert>
      )}
      {status.data && <UploadTiles applicationId={applicationId} status={status.data} />}
      {status.data && !status.data.locked && (
        <SubmitPackage applicationId={applicationId} status={status.data} />
      )}
      <Group>
        <Button component={Link} to={paths.certification.build({ applicationId })} variant="default">
          {t('step1.back')}
        </Button>
        <Button component={Link} to={paths.dashboard.build()} variant="default">
          {t('step1.home')}
        </Button>
      </Group>
    </>
  );
}
