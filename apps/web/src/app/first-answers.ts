// The first answers of the screens a phone opens most (the dashboard, the list, the wizard), requested by the route's
// loader together with the screen's code instead of after its first render, so that the screen renders once, with
// its data, in the router's transition (decision 025). The screen's own queries then find them in the cache; a
// failure is theirs to show, and a slow answer does not hold the screen back for more than a moment.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { currentLocale } from '../lib/i18n.ts';
import { getToken } from '../lib/session.ts';
import { NEW_APPLICATION_ID } from './paths.ts';

/** How long a screen waits for its first answers before it shows without them (its loading state). */
export const FIRST_ANSWERS_WAIT_MS = 1_500;

type Prefetch = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * The route's loader, which prefetches when the route is entered, signed in only (otherwise the layout sends the
 * visitor to Login). A route that stays on screen (a new search, the next step) is not reloaded: its screen fetches
 * and shows that change itself, as before.
 */
export function firstAnswers(prefetch: Prefetch): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return { loader: prefetchLoader(prefetch), shouldRevalidate: () => false };
}

function prefetchLoader(prefetch: Prefetch) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    if (!getToken()) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS);
    });
    // prefetchQuery never throws; an import that fails leaves the screen to load as usual.
    await Promise.race([prefetch(args).catch(() => undefined), waited]);
    clearTimeout(timer);
    return null;
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
