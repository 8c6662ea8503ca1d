// Gives the screens below it the shared query client (kept out of Login's bundle, which fetches nothing).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../../lib/query-client.ts';

export function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
