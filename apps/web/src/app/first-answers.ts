// The first answers of the screens a phone opens most (the dashboard, the list, the wizard), requested by the route's
// loader together with the screen's code instead of after its first render, so that the screen renders once, with
// its data, in the router's transition (decision 025). The screen's own queries then find them in the cache; a
// failure is theirs to show, and a slow answer does not hold the screen back for more than a moment.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { currentLocale } from '../lib/i18n.ts';
import { getToken } from '../lib/session.ts';
import { NEW_APPLICATION_ID } from './paths.ts';

/** How long a screen waits for its first answers before it shows without them (its loading state). */
export const FIRST_ANSWERS_WAIT_MS = 1_500;

type Prefetch = (args: LoaderFunctionArgs) => Promise<unknown>;

/** What a route's loader answers (signed in): when it asked, so that a screen can tell its answers are this visit's. */
export interface FirstAnswers {
  askedAt: number;
}

/**
 * The route's loader, which prefetches when the route is entered, signed in only (otherwise the layout sends the
 * visitor to Login). A route that stays on screen (a new search, the next step) is not reloaded: its screen fetches
 * and shows that change itself, as before.
 */
export function firstAnswers(prefetch: Prefetch): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return { loader: prefetchLoader(prefetch), shouldRevalidate: () => false };
}

function prefetchLoader(prefetch: Prefetch) {
  return async (args: LoaderFunctionArgs): Promise<FirstAnswers | null> => {
    if (!getToken()) return null;
    const askedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS);
    });
    // prefetchQuery never throws; an import that fails leaves the screen to load as usual.
    await Promise.race([prefetch(args).catch(() => undefined), waited]);
    clearTimeout(timer);
    return { askedAt };
  };
}

async function queryClient() {
  return (await import('../lib/query-client.ts')).getQueryClient();
}

export const dashboardAnswers: Prefetch = async () => {
  const [client, { summaryQueryOptions }] = await Promise.all([
    queryClient(),
    import('../features/dashboard/api/get-summary.ts'),
  ]);
  await client.prefetchQuery(summaryQueryOptions());
};

export const listAnswers: Prefetch = async ({ params, request }) => {
  const [client, { applicationListQueryOptions }, { parseListQuery }] = await Promise.all([
    queryClient(),
    import('../features/applications/api/search-applications.ts'),
    import('../features/applications/hooks/use-list-params.ts'),
  ]);
  const query = parseListQuery(params.status, new URL(request.url).searchParams);
  // A status the list does not know is redirected by the screen: nothing to fetch.
  if (query.status !== params.status) return;
  await client.prefetchQuery(applicationListQueryOptions(query));
};

/** The wizard's layout reads the application of the URL (none for a new one) and the form options. */
export const wizardAnswers: Prefetch = async ({ params }) => {
  const [client, { applicationQueryOptions }, { formOptionsQueryOptions }] = await Promise.all([
    queryClient(),
    import('../lib/application/get-application.ts'),
    import('../features/wizard/api/get-form-options.ts'),
  ]);
  const id = params.applicationId;
  await Promise.all([
    client.prefetchQuery(formOptionsQueryOptions(currentLocale())),
    id && id !== NEW_APPLICATION_ID ? client.prefetchQuery(applicationQueryOptions(id)) : undefined,
  ]);
};

/**
 * A closing screen (decision 031) reads the deal's closing facts, asked afresh by its loader (the screen counts them
 * as read since it opened: `ClosingScreen` reads the loader's `askedAt`), and the answers its content shows first,
 * so that it renders once, with both, in the router's transition.
 */
function closingScreenAnswers(
  content: (client: QueryClient, applicationId: string) => Promise<unknown>,
): Prefetch {
  return async ({ params }) => {
    const id = params.applicationId;
    if (!id) return;
    const [client, { closingQueryOptions }] = await Promise.all([
      queryClient(),
      import('../lib/application/use-closing.ts'),
    ]);
    await Promise.all([client.prefetchQuery(closingQueryOptions(id)), content(client, id)]);
  };
}

export const assetsAnswers = closingScreenAnswers(async (client, id) => {
  const { assetsQueryOptions } = await import('../lib/application/get-assets.ts');
  await client.prefetchQuery(assetsQueryOptions(id));
});

/** The program screen shows the financed amount (the assets) and the programs. */
export const programAnswers = closingScreenAnswers(async (client, id) => {
  const [{ assetsQueryOptions }, { programsQueryOptions }] = await Promise.all([
    import('../lib/application/get-assets.ts'),
    import('../lib/financing/programs.ts'),
  ]);
  await Promise.all([
    client.prefetchQuery(assetsQueryOptions(id)),
    client.prefetchQuery(programsQueryOptions(id)),
  ]);
});

export const signAnswers = closingScreenAnswers(async (client, id) => {
  const { signingStateQueryOptions } = await import('../features/signing/api/signing.ts');
  await client.prefetchQuery(signingStateQueryOptions(id));
});

export const certificationAnswers = closingScreenAnswers(async (client, id) => {
  const { certificateInfoQueryOptions } = await import('../features/certificate/api/certificate.ts');
  await client.prefetchQuery(certificateInfoQueryOptions(id));
});

/** Upload step 1 shows the five documents' status and the checks before submitting. */
export const uploadAnswers = closingScreenAnswers(async (client, id) => {
  const [{ uploadStatusQueryOptions }, { fundingChecksQueryOptions }] = await Promise.all([
    import('../features/uploads/api/uploads.ts'),
    import('../features/uploads/api/funding.ts'),
  ]);
  await Promise.all([
    client.prefetchQuery(uploadStatusQueryOptions(id)),
    client.prefetchQuery(fundingChecksQueryOptions(id)),
  ]);
});
