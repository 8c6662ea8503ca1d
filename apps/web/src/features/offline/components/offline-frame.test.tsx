// The offline frame's words (issue 39): the banner offline, sending and sent, in English and French; the new version's
// prompt, which reloads only when the user presses Reload.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespaces, setLocale } from '../../../lib/i18n.ts';
import { setOfflineState } from '../offline-store.ts';
import { applyUpdate } from '../register-sw.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

vi.mock('../register-sw.ts', () => ({ applyUpdate: vi.fn() }));

const kept = (count: number) =>
  Array.from({ length: count }, () => ({ appRef: 'a', form: 'application', step: '1' }) as never);

afterEach(() => setOfflineState({ online: true, sending: false, kept: [], lastSent: 0, updateReady: false }));

async function show(node: React.ReactNode, locale: 'en' | 'fr' = 'en') {
  await setLocale(locale);
  await loadNamespaces(['offline']);
  return render(<MantineProvider>{node}</MantineProvider>);
}

describe('offline banner', () => {
  it('says offline with the steps kept, then sending, then sent, in one live region', async () => {
    setOfflineState({ online: false, kept: kept(3) });
    await show(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.textContent).toContain("You are offline. The application's steps are kept on this tablet");
    expect(region.textContent).toContain('3 steps are kept on this tablet, waiting to be sent.');
    setOfflineState({ online: true, sending: true });
    expect(await screen.findByText('Back online: sending the steps kept on this tablet…')).toBeTruthy();
    setOfflineState({ sending: false, kept: [], lastSent: 3 });
    expect(await screen.findByText('The steps kept on this tablet were sent.')).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('is no status while it has nothing to say (the screens keep theirs alone)', async () => {
    setOfflineState({ online: true, sending: false, kept: [], lastSent: 0 });
    await show(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks French', async () => {
    setOfflineState({ online: false, kept: kept(1) });
    await show(<OfflineBanner />, 'fr');
    expect(screen.getByRole('status').textContent).toContain(
      '1 étape est gardée sur cette tablette, en attente d’envoi.',
    );
    await setLocale('en');
  });
});

describe('new version prompt', () => {
  it('waits for the user: nothing until a version is ready, Later hides it, Reload applies it', async () => {
    const apply = vi.mocked(applyUpdate);
    const view = await show(<UpdatePrompt />);
    expect(screen.queryByText('A new version is ready — reload')).toBeNull();
    setOfflineState({ updateReady: true });
    const region = await screen.findByRole('region', { name: 'A new version is ready — reload' });
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(region.isConnected).toBe(false);
    view.unmount();
    expect(i18n.language).toBe('en');
  });
});
