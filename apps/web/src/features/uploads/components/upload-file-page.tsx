// Upload step 2 (spec §2 UploadFilesStep2): one type's drop area, Back to the tiles. Uploading before signing sends
// the user to Sign with the spec's message (§4).
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isUploadType } from '@vp/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { FinancingProgress } from '../../../components/stepper/financing-progress.tsx';
import { ApiError } from '../../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { SIGN_FIRST, useUploadStatus } from '../api/uploads.ts';
import { UploadDropzone } from './upload-dropzone.tsx';

export function UploadFilePage() {
  const { t } = useTranslation('uploads');
  const { applicationId = '', type = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useUploadStatus(applicationId);
  const step1 = paths.uploadFilesStep1.build({ applicationId });
  if (!isUploadType(type)) return <Navigate to={step1} replace />;

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
    <Stack gap="lg">
      <PageTitle>{t('step2.title', { type: t(`types.${type}`) })}</PageTitle>
      <FinancingProgress current="upload" />
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
    </Stack>
  );
}
