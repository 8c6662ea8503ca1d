// Upload step 2 (spec §2 UploadFilesStep2): one type's drop area, Back to the tiles. Opening it before signing sends
// the user to Sign with the spec's message (§4), as does a refusal saying so; a package no longer open goes back to
// the tiles, which say why.
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isUploadType, type UploadType } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ClosingScreen } from '../../../components/closing/closing-screen.tsx';
import { ApiError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { SIGN_FIRST, useUploadStatus } from '../api/uploads.ts';
import { UploadDropzone } from './upload-dropzone.tsx';

export function UploadFilePage() {
  const { t } = useTranslation('uploads');
  const { applicationId = '', type = '' } = useParams();
  const step1 = paths.uploadFilesStep1.build({ applicationId });
  if (!isUploadType(type)) return <Navigate to={step1} replace />;
  return (
    <ClosingScreen
      applicationId={applicationId}
      step="upload"
      title={t('step2.title', { type: t(`types.${type}`) })}
    >
      {() => <UploadFileContent applicationId={applicationId} type={type} />}
    </ClosingScreen>
  );
}

function UploadFileContent({ applicationId, type }: { applicationId: string; type: UploadType }) {
  const { t } = useTranslation('uploads');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useUploadStatus(applicationId);
  const step1 = paths.uploadFilesStep1.build({ applicationId });
  if (status.data?.locked) return <Navigate to={step1} replace />;

  const onUploaded = (fileName: string) => {
    notifySuccess(t('step2.done', { fileName }));
    void queryClient.invalidateQueries({ queryKey: queryKeys.uploads.status(applicationId) });
    navigate(step1);
  };
  const onRefused = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== SIGN_FIRST) return false;
    notifyError(error.message);
    navigate(paths.sign.build({ applicationId }));
    return true;
  };

  return (
    <>
      <UploadDropzone
        applicationId={applicationId}
        uploadType={type}
        maxMegabytes={status.data?.maxMegabytes ?? 25}
        onUploaded={onUploaded}
        onRefused={onRefused}
      />
      <Group>
        <Button component={Link} to={step1} variant="default">
          {t('step2.back')}
        </Button>
      </Group>
    </>
  );
}
