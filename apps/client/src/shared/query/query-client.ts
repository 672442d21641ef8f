import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { subscribeSession } from '../session/session-store';

/** Named stale times (STYLE rule 3): short for money, long for catalogues. */
export const STALE = {
  balance: 10_000,
  member: 60_000,
  catalogue: 10 * 60_000,
} as const;

/** Root of every key that belongs to the logged-in member: dropped in one go when the session changes. */
export const SESSION_SCOPE = 'session' as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: true,
    },
  },
});

// Log in, log out, expired session or another tab: member data of the previous session must not survive.
subscribeSession(() => {
  queryClient.removeQueries({ queryKey: [SESSION_SCOPE] });
});
