// The camera's buttons (spec §2): Scan now, Pause while reading, Continue scanning once paused or read.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CameraScanner, ScanStatus } from '../camera/camera-scanner.ts';

interface Props {
  status: ScanStatus;
  scanner: CameraScanner;
  /** Called before a new scan starts: what an earlier scan read is put aside. */
  onStart: () => void;
  disabled: boolean;
}

export function CameraControls({ status, scanner, onStart, disabled }: Props) {
  const { t } = useTranslation('scan');
  const start = () => {
    onStart();
    void scanner.start();
  };
  if (status === 'scanning') {
    return (
      <Button variant="outline" onClick={() => scanner.pause()}>
        {t('actions.pause')}
      </Button>
    );
  }
  if (status === 'paused') {
    return <Button onClick={() => scanner.resume()}>{t('actions.continueScanning')}</Button>;
  }
  return (
    <Button onClick={start} loading={status === 'starting'} disabled={disabled}>
      {status === 'read' ? t('actions.scanAgain') : t('actions.scanNow')}
    </Button>
  );
}
