// When the screen's route loader asked for its first answers (decision 038): a query the screen reads fresh on each
// visit (staleTime 0) is not asked again on mount when the loader's answer is this visit's.
import type { Query } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { FirstAnswers } from '../app/first-answers.ts';

/** When the route's loader asked (signed in, on a route with one); undefined otherwise. */
export function useAnswersAskedAt(): number | undefined {
  return (useLoaderData() as FirstAnswers | null | undefined)?.askedAt;
}

/** Whether a query's answer came after `askedAt`, i.e. during this visit. */
export function answeredSince(askedAt: number | undefined, query: Pick<Query, 'state'>): boolean {
  return askedAt !== undefined && query.state.data !== undefined && query.state.dataUpdatedAt >= askedAt;
}
