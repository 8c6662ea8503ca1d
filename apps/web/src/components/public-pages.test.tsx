import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, testSession } from '../testing/render.tsx';

describe('pages open to all', () => {
  it('PageNotFound shows the missing address', async () => {
    mockApi({});
    await renderAt('/no/such/page?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page?x=1')).toBeTruthy();
  });

  it('PageNotFound keeps the signed-in frame for a signed-in user', async () => {
    mockApi({});
    await renderAt('/nope', { session: testSession, locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('AccessibilityPolicy renders the whole statement in each language', async () => {
    mockApi({});
    await renderAt('/accessibility-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Our commitment',
      'Conformance status',
      'Known limitations',
      'Accessible formats on request',
      'Feedback and contact',
      'If you are not satisfied',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText(/accessibility@vendor-portal\.example/)).toBeTruthy();
  });

  it('AccessibilityPolicy in French', async () => {
    mockApi({});
    await renderAt('/accessibility-policy', { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Notre engagement' })).toBeTruthy();
    expect(document.title).toBe('Déclaration d’accessibilité – Portail des marchands');
  });
});
