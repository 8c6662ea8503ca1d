// The licence scan of step 2 and co-borrower step 0 (spec §2): what is read and why, the camera with its guide
// box and buttons, the photo fallback, one live region for the scan's progress, and the review of what was read
// with Continue. The page keeps its own Skip and Back.
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import type { LicenceFields, StepForm } from '@vp/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/errors.ts';
import { useScanLicencePhoto } from '../api/scan-licence-photo.ts';
import type { ScanState } from '../camera/camera-scanner.ts';
import { useCameraScanner } from '../camera/use-camera-scanner.ts';
import { scanErrorText } from '../scan-errors.ts';
import { checkScannedValues, licenceToValues, type ScanOutcome } from '../scan-values.ts';
import { CameraControls } from './camera-controls.tsx';
import { CameraView } from './camera-view.tsx';
import { PhotoScan } from './photo-scan.tsx';
import { ScanPrivacy } from './scan-privacy.tsx';
import { ScanReview } from './scan-review.tsx';

export interface LicenceScanProps {
  /** The application's id, for the photo fallback's call. */
  applicationId: string;
  /** The step's form: what was read is checked against its rules before it is filled in. */
  form: StepForm;
  /** The page is saving: Continue waits. */
  busy: boolean;
  /** Saves what was read as the step's values and moves on, as the page's Next does. */
  onContinue: (values: Record<string, string>) => void;
}

const HINT_KEYS = {
  searching: 'status.searching',
  located: 'status.located',
  notLicence: 'status.notLicence',
};

function cameraMessage(state: ScanState): string | null {
  if (state.status === 'starting') return 'status.starting';
  if (state.status === 'scanning') return HINT_KEYS[state.hint];
  if (state.status === 'paused') return 'status.paused';
  return null;
}

/**
 * A failed photo shows the server's message (spec §8: 'Fatal Error: ' when fatal); a camera failure is one of
 * the scan errors. An expired session was already told and shows nothing more.
 */
function failureText(photoError: Error | null, cameraError: Error | null): string | null {
  if (photoError instanceof ApiError) return photoError.sessionExpired ? null : errorText(photoError);
  if (photoError) return scanErrorText(photoError);
  return cameraError ? scanErrorText(cameraError) : null;
}

export function LicenceScan({ applicationId, form, busy, onContinue }: LicenceScanProps) {
  const { t } = useTranslation('scan');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const showRead = (fields: LicenceFields) => setOutcome(checkScannedValues(licenceToValues(fields), form));
  const { state, scanner } = useCameraScanner(showRead);
  const photo = useScanLicencePhoto();

  // Keyboard and screen reader users land on what was read.
  useEffect(() => {
    if (outcome) reviewHeading.current?.focus();
  }, [outcome]);

  const choosePhoto = (file: File) => {
    scanner.dispose();
    setOutcome(null);
    photo.reset();
    photo.mutate({ applicationId, photo: file }, { onSuccess: showRead });
  };

  const active = state.status === 'starting' || state.status === 'scanning' || state.status === 'paused';
  const status = photo.isPending ? 'status.reading' : outcome ? 'status.read' : cameraMessage(state);
  const failure = failureText(photo.error, state.status === 'failed' ? state.error : null);

  return (
    <Stack gap="md">
      <Text>{t('intro')}</Text>
      <ScanPrivacy />
      <List>
        <List.Item>{t('guidance')}</List.Item>
      </List>
      {active && <CameraView attach={scanner.attach} />}
      <Group gap="sm" align="center">
        <CameraControls
          status={state.status}
          scanner={scanner}
          disabled={photo.isPending}
          onStart={() => {
            setOutcome(null);
            photo.reset();
          }}
        />
        <Text role="status" aria-live="polite" size="sm">
          {status ? t(status) : ''}
        </Text>
      </Group>
      {failure && (
        <Alert color="red" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
      {outcome && (
        <ScanReview
          outcome={outcome}
          busy={busy}
          headingRef={reviewHeading}
          onContinue={() => onContinue(outcome.accepted)}
        />
      )}
      <PhotoScan onPhoto={choosePhoto} busy={photo.isPending} />
    </Stack>
  );
}
