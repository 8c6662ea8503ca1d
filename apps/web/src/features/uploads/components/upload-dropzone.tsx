// Upload step 2's drop area (spec §2, §5): one PDF or JPG at a time, refused with the spec's message otherwise,
// sent straight to storage with a progress bar; the server's refusal (by content, size, link) shows as it says.
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { ACCEPT_MAP, kindByName, type UploadType } from '@vp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { completeUpload, putFile, requestUploadUrl } from '../api/uploads.ts';
import '@mantine/dropzone/styles.css';

export interface UploadDropzoneProps {
  applicationId: string;
  uploadType: UploadType;
  maxMegabytes: number;
  onUploaded: (fileName: string) => void;
  /** The server's refusal of the upload itself (not signed yet: the page sends the user to Sign). */
  onRefused: (error: unknown) => boolean;
}

export function UploadDropzone({
  applicationId,
  uploadType,
  maxMegabytes,
  onUploaded,
  onRefused,
}: UploadDropzoneProps) {
  const { t } = useTranslation('uploads');
  const [progress, setProgress] = useState<{ fileName: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    // The browser's type for a .jpg may be empty on some systems: the name decides, the server checks the content.
    if (!kindByName(file.name, file.type)) return setError(t('fileTypesAccepted'));
    setProgress({ fileName: file.name, share: 0 });
    try {
      const target = await requestUploadUrl(applicationId, uploadType, file);
      await putFile(target, file, (share) => setProgress({ fileName: file.name, share }));
      await completeUpload(applicationId, target.uploadId);
      onUploaded(file.name);
    } catch (err) {
      if (!onRefused(err)) setError(errorText(err));
    } finally {
      setProgress(null);
    }
  }

  const reject = (_rejections: FileRejection[]) => setError(t('fileTypesAccepted'));

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => files[0] && upload(files[0])}
        onReject={reject}
        accept={ACCEPT_MAP}
        multiple={false}
        maxFiles={1}
        loading={progress !== null}
        aria-label={t('step2.drop')}
        inputProps={{ title: t('step2.drop') }}
        aria-describedby="upload-accepted"
      >
        <Stack align="center" gap={4} py="xl" style={{ pointerEvents: 'none' }}>
          <Text fw={600}>{t('step2.drop')}</Text>
          <Text size="sm" id="upload-accepted">
            {t('step2.accepted', { megabytes: maxMegabytes })}
          </Text>
        </Stack>
      </Dropzone>
      {progress && (
        <Stack gap={4}>
          <Text size="sm">{t('step2.uploading', { fileName: progress.fileName })}</Text>
          <Progress
            value={Math.round(progress.share * 100)}
            aria-label={t('step2.progress')}
            role="progressbar"
            aria-valuenow={Math.round(progress.share * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          />
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="outline" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
