import { QueryClient } from '@tanstack/react-query';
import { subscribeSession } from '../session/session';

/**
 * Refine's query cache, held here so a change of operator or merchant can drop what the previous one saw (lists,
 * and the access answers the menu and buttons are drawn from).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false, staleTime: 10_000 } },
});

subscribeSession((change) => {
  if (change === 'signin' || change === 'signout') queryClient.clear();
  // A new merchant: every answer on screen was the other merchant's; drop them and fetch what is shown again.
  else if (change === 'merchant') void queryClient.resetQueries();
  // New grants (opsMe): the access answers may have changed.
  else if (change === 'identity') void queryClient.invalidateQueries();
});
