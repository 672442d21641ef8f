import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * TanStack Query loads with the first lazy piece that needs member data, not with the first page load.
 * Every such piece mounts this provider around the same client, so they all share one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
