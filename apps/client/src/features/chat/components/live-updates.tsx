import type { AccountChange, ChatServerFrame } from '@wps/contract/lite';
import { queryClient } from '../../../shared/query/query-client';
import { messagesKeys, rewardsKeys, walletKeys } from '../../../shared/query/session-keys';
import { useChatSocket } from '../api/socket';

/** What each pushed change makes stale: the wallet (balance, orders, records) always, the inbox's unread count too. */
const STALE_BY_CHANGE: Record<AccountChange, ReadonlyArray<readonly unknown[]>> = {
  deposit_credited: [walletKeys.all, messagesKeys.all],
  withdrawal_paid: [walletKeys.all, messagesKeys.all],
  withdrawal_rejected: [walletKeys.all, messagesKeys.all],
  reward_paid: [walletKeys.all, messagesKeys.all, rewardsKeys.all],
  inbox: [messagesKeys.all],
};

/** Reads again at once what a pushed account change touches (the 60 s polls stay as the fallback). */
export function applyAccountFrame(f: ChatServerFrame): void {
  if (f.type !== 'account') return;
  for (const queryKey of STALE_BY_CHANGE[f.change] ?? []) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Live updates for a logged-in member (issue 31): the chat socket, held app-wide, carries account changes (a deposit
 * credited, a withdrawal paid or rejected, a reward paid) and support's answers; the header's balance and badges
 * follow without waiting for their poll. Renders nothing.
 */
export default function LiveUpdates() {
  useChatSocket(
    (f) => {
      applyAccountFrame(f);
      // An answer from support moves the chat badge at once.
      if (f.type === 'message' && f.message.sender === 'operator') void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
    () => undefined,
  );
  return null;
}
