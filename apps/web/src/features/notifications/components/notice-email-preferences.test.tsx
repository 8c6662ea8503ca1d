import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { saveSession } from '../../../lib/session.ts';
import { mockApi, testSession } from '../../../testing/render.tsx';
import { NoticeEmailPreferences } from '../index.ts';

async function renderPreferences(locale: 'en' | 'fr') {
  await setLocale(locale);
  saveSession(testSession);
  render(
    <AppProvider>
      <QueryClientProvider client={createQueryClient()}>
        <NoticeEmailPreferences />
      </QueryClientProvider>
    </AppProvider>,
  );
}

describe('NoticeEmailPreferences', () => {
  it('shows the saved choice per kind and saves the new one', async () => {
    const { calls } = mockApi({
      'GET /notifications/preferences': () => ({ body: { email: ['decision'] } }),
      'PUT /notifications/preferences': (request) => ({ body: request.body }),
    });
    await renderPreferences('en');
    const decision = (await screen.findByRole('checkbox', { name: 'Credit decision' })) as HTMLInputElement;
    expect(decision.checked).toBe(true);
    const booked = screen.getByRole('checkbox', { name: 'Booked' }) as HTMLInputElement;
    expect(booked.checked).toBe(false);
    fireEvent.click(booked);
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your e-mail choices are saved.'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: ['decision', 'booked'] });
  });

  it('speaks French', async () => {
    mockApi({ 'GET /notifications/preferences': () => ({ body: { email: [] } }) });
    await renderPreferences('fr');
    expect(await screen.findByRole('checkbox', { name: 'Documents demandés' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer les choix de courriel' })).toBeTruthy();
  });
});
