import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces, setLocale } from '../../lib/i18n.ts';
import {
  PermissionDeniedError,
  ScanError,
  scanErrorText,
  toScanError,
  UnsupportedBrowserError,
} from './scan-errors.ts';

const domError = (name: string, message = 'from the browser') => new DOMException(message, name);

describe('scan errors (spec §8)', () => {
  beforeAll(async () => {
    await loadNamespaces(['scan']);
  });

  it('reads a refused camera as PermissionDeniedError, whatever the browser calls it', () => {
    for (const name of ['NotAllowedError', 'PermissionDeniedError', 'SecurityError']) {
      expect(toScanError(domError(name))).toBeInstanceOf(PermissionDeniedError);
    }
  });

  it('keeps its own kinds as they are', () => {
    const unsupported = new UnsupportedBrowserError('no camera API');
    expect(toScanError(unsupported)).toBe(unsupported);
    const other = new ScanError('the reader failed');
    expect(toScanError(other)).toBe(other);
  });

  it('says what a missing, busy or unsuitable camera is, in the user’s language', () => {
    expect(toScanError(domError('NotFoundError')).message).toBe('No camera was found on this device.');
    expect(toScanError(domError('NotReadableError')).message).toMatch(/^The camera could not be started/);
    expect(toScanError(domError('OverconstrainedError')).message).toMatch(/^No camera on this device/);
    expect(toScanError(new Error('wasm failed')).message).toBe('wasm failed');
    expect(toScanError('nothing useful')).toEqual(new ScanError('Internal Server Error'));
  });

  it('shows the catalogue’s messages: unsupported, denied, and Scan Error: with the message', () => {
    expect(scanErrorText(new UnsupportedBrowserError('x'))).toBe(
      'This browser is too old to scan a licence. Please use an up-to-date browser.',
    );
    expect(scanErrorText(domError('NotAllowedError'))).toBe(
      'Camera access was denied. Allow the camera to scan a licence.',
    );
    expect(scanErrorText(domError('NotFoundError'))).toBe('Scan Error: No camera was found on this device.');
    expect(scanErrorText(new Error('Out of memory'))).toBe('Scan Error: Out of memory');
  });

  it('in French as well', async () => {
    await setLocale('fr');
    await loadNamespaces(['scan']);
    expect(scanErrorText(new UnsupportedBrowserError('x'))).toBe(
      'Ce navigateur est trop ancien pour lire un permis. Veuillez utiliser un navigateur à jour.',
    );
    expect(scanErrorText(domError('NotAllowedError'))).toBe(
      'L’accès à la caméra a été refusé. Autorisez la caméra pour lire un permis.',
    );
    expect(scanErrorText(domError('NotFoundError'))).toBe(
      'Erreur de lecture\u00a0: Aucune caméra n’a été trouvée sur cet appareil.',
    );
  });
});
