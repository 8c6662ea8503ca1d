// The camera scanner for a React component: its state, its actions, and the camera off when the page goes.
import type { LicenceFields } from '@vp/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createLicenceDecoder } from '../decoder/decoder-client.ts';
import { assertScanSupported, openCamera, stopCamera } from './camera.ts';
import { CameraScanner } from './camera-scanner.ts';
import { grabFrame } from './grab-frame.ts';

export function useCameraScanner(onRead: (fields: LicenceFields) => void) {
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  const [scanner] = useState(
    () =>
      new CameraScanner({
        checkSupport: assertScanSupported,
        openCamera,
        stopCamera,
        createDecoder: createLicenceDecoder,
        grabFrame,
        onRead: (fields) => onReadRef.current(fields),
      }),
  );
  const state = useSyncExternalStore(scanner.subscribe, scanner.getState);
  useEffect(() => () => scanner.dispose(), [scanner]);
  return { state, scanner };
}
