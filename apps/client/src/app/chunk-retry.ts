import { readString, writeString } from '../shared/storage/storage';

export { isChunkLoadError } from '../shared/net/load-chunk';

/** When the page last reloaded itself for a missing chunk (this tab only). */
const RELOADED_AT = 'MC_CHUNK_RELOAD_AT';
/** A second failure this soon after a reload is not cured by another one: no reload loop. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** The page's reload, behind a seam the tests replace. */
export const page = { reload: (): void => window.location.reload() };

export function chunkReloadAllowed(now = Date.now()): boolean {
  const at = Number(readString(RELOADED_AT, 'session'));
  return !(at > 0 && now - at < CHUNK_RELOAD_GUARD_MS);
}

/** Reloads the page to fetch the current build, once: false when a reload for a chunk has just happened. */
export function reloadForChunk(now = Date.now()): boolean {
  if (!chunkReloadAllowed(now)) return false;
  writeString(RELOADED_AT, String(now), 'session');
  page.reload();
  return true;
}
