// Shared helpers for the journeys: demo users, sign-in through the UI or the API, locale, and the axe check.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { startPortalServer } from './portal-server.ts';

export { expect };

/** The password of every demo user seeded on an empty database (ARCHITECTURE §8). */
export const DEMO_PASSWORD = 'Demo-pass1!';

export const USERS = {
  external: 'demo.external',
  internal: 'demo.internal',
  quebec: 'demo.quebec',
  us: 'demo.us',
  expired: 'demo.expired',
  underwriter: 'demo.underwriter',
} as const;

export type Locale = 'en' | 'fr';

/** The localStorage keys of the web app's session (spec §4 Session) and its remembered language. */
export const STORAGE_KEYS = {
  token: 'authUserToken',
  user: 'authUser',
  vendor: 'authUserVendor',
  lastTokenCheck: 'lastTokenCheck',
  locale: 'locale',
} as const;

/** The accessible names the journeys select by, in both languages. */
export const TEXT = {
  en: {
    loginTitle: 'Sign in',
    userName: 'User name',
    password: 'Password',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    switchTo: 'Français',
    passwordMismatch: 'Password mismatch.',
    reviewForm: 'Please review the form for errors.',
    accessibility: 'Accessibility statement',
  },
  fr: {
    loginTitle: 'Connexion',
    userName: 'Nom d’utilisateur',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    dashboard: 'Tableau de bord',
    switchTo: 'English',
    passwordMismatch: 'Les mots de passe ne sont pas pareils.',
    reviewForm: 'Veuillez corriger les erreurs du formulaire.',
    accessibility: 'Déclaration d’accessibilité',
  },
} as const;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/** One readable block per violated rule: what, how bad, where, and why it fails. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${JSON.stringify(n.target)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Asserts that the page as it stands has no WCAG 2.1 A/AA violation that axe can detect. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Judge the page at rest: no control left under the pointer in its hover colours, no dialog mid-animation.
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)));
    // Then every finite animation still running ends (a notification fading in is judged half transparent on a busy
    // machine); a spinning loader is infinite and not waited for, and nothing waits over 5 s.
    const running = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations as AxeViolation[];
  expect(
    violations.length,
    `axe found ${violations.length} WCAG 2.1 A/AA violation(s) on ${label}:\n\n${formatViolations(violations)}\n`,
  ).toBe(0);
}

/** Makes every page of this context start in the given language (the web app reads localStorage 'locale'). */
/**
 * A picture of the whole page for a person to look at (no test compares them): taken only when E2E_SHOTS names a
 * folder (`E2E_SHOTS=shots npx playwright test …`), so that a test run does not pay for pictures nobody opens.
 */
export async function pictureIfAsked(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

export async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // A frame without storage (about:blank): nothing to set.
      }
    },
    [STORAGE_KEYS.locale, locale] as const,
  );
}

/** Signs in through the login form (opening /login unless a login page is showing); the caller asserts where it lands. */
export async function login(
  page: Page,
  user: string,
  { password = DEMO_PASSWORD, locale = 'en' as Locale } = {},
): Promise<void> {
  const t = TEXT[locale];
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
  await page.getByRole('textbox', { name: t.userName }).fill(user);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

export interface LoginAnswer {
  authToken: string;
  user: Record<string, unknown>;
  vendor: Record<string, unknown> | null;
}

/** Signs in through POST /api/users/login and stores the session the way the web app does. */
export async function loginByApi(
  page: Page,
  request: APIRequestContext,
  user: string,
  password = DEMO_PASSWORD,
): Promise<LoginAnswer> {
  const response = await request.post('/api/users/login', { data: { userName: user, password } });
  const body = (await response.json()) as Partial<LoginAnswer> & { errorMessage?: string };
  expect(response.ok(), `login of ${user} answered ${response.status()}: ${body.errorMessage ?? ''}`).toBe(
    true,
  );
  expect(body.authToken, `login of ${user} answered no authToken`).toBeTruthy();
  const answer: LoginAnswer = {
    authToken: String(body.authToken),
    user: body.user ?? {},
    vendor: body.vendor ?? null,
  };
  // Written once, before the app's first script: a later logout inside the test is not undone by a reload.
  await page.addInitScript(
    ({ keys, session, now }) => {
      try {
        if (window.sessionStorage.getItem('e2e-session-seeded')) return;
        window.sessionStorage.setItem('e2e-session-seeded', '1');
        window.localStorage.setItem(keys.token, session.authToken);
        window.localStorage.setItem(keys.user, JSON.stringify(session.user));
        if (session.vendor) window.localStorage.setItem(keys.vendor, JSON.stringify(session.vendor));
        window.localStorage.setItem(keys.lastTokenCheck, String(now));
      } catch {
        // A frame without storage (about:blank): nothing to set.
      }
    },
    { keys: STORAGE_KEYS, session: answer, now: Date.now() },
  );
  return answer;
}

export const test = base.extend<{ axe: (label?: string) => Promise<void> }, { portal: string }>({
  // Each worker browses a portal of its own (decision 059): its server starts with the worker and stops with it.
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startPortalServer({
        runDir: process.env.E2E_RUN_DIR ?? '',
        port: Number(process.env.E2E_WORKER_PORT_BASE) + workerInfo.workerIndex,
        index: workerInfo.workerIndex,
      });
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal);
  },
  axe: async ({ page }, use) => {
    await use((label) => expectNoAxeViolations(page, label));
  },
});
