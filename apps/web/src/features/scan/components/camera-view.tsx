// The live camera picture with the guide box the barcode goes in.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './licence-scan.module.css';

export function CameraView({ attach }: { attach: (video: HTMLVideoElement | null) => void }) {
  const { t } = useTranslation('scan');
  const viewport = useRef<HTMLDivElement>(null);
  // On a phone the picture opens below the fold: bring it into view with its buttons.
  useEffect(() => {
    viewport.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div className={classes.viewport} ref={viewport}>
      <video ref={attach} className={classes.video} muted playsInline aria-label={t('camera.label')} />
      <div className={classes.guide} aria-hidden="true" />
      <p className={classes.guideText} aria-hidden="true">
        {t('camera.guide')}
      </p>
    </div>
  );
}
