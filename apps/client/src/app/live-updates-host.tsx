import { isTrial } from '@wps/contract/lite';
import { Suspense } from 'react';
import { lazyChunk } from '../shared/net/load-chunk';
import { useSession } from '../shared/session/session-store';
import { useWhitelabelFlags } from '../shared/system/system-store';

const LiveUpdates = lazyChunk(() => import('../features/chat/components/live-updates'));

/**
 * Holds the live-updates socket while a member (not a trial account) is logged in and the merchant's chat (CBS3) is on:
 * its ticket is the chat's. Loaded apart from the first page's code.
 */
export function LiveUpdatesHost() {
  const session = useSession();
  const whitelabel = useWhitelabelFlags();
  if (!session || isTrial(session.type) || whitelabel.CBS3 !== true) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates key={session.token} />
    </Suspense>
  );
}
