import type { ChatSend } from '@wps/contract';
import { readJson, writeJson } from '../../../shared/storage/storage';

// Messages written but not yet acknowledged by the server survive a reload: kept in local storage by client id and
// sent again (same client id: the server stores each once) when the page comes back or the socket reconnects.

const KEY = 'chat_pending';

export type Pending = ChatSend & { at: number; failed?: boolean };

export function loadPending(): Pending[] {
  const list = readJson<unknown>(KEY);
  return Array.isArray(list) ? (list as Pending[]).filter((p) => typeof p.clientId === 'string') : [];
}

export function savePending(list: Pending[]): void {
  // Pictures are too big for storage: only texts are kept over a reload.
  writeJson(KEY, list.filter((p) => !p.picture));
}

export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `c-${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
