import { CALLS, ErrorCode, OPS_TOKEN_HEADER, callPath } from '@wps/contract';
import { NETWORK_ERROR, OpsHttpError } from '../../api/ops-client';
import { currentMerchant, getToken } from '../../session/session';

/**
 * One picture of a reward application (opsRewardApplicationImage answers the image itself, not an envelope): fetched
 * with the operator's token in its header, never in the address, as a Blob (shown from memory). A refusal
 * is an OpsHttpError like any other call's (its envelope's code, translated).
 */
export async function fetchApplicationImage(id: number, seq: number, signal?: AbortSignal): Promise<Blob> {
  const merchant = currentMerchant();
  if (!merchant) throw new OpsHttpError(403, ErrorCode.FORBIDDEN);
  const call = CALLS.opsRewardApplicationImage;
  const headers: Record<string, string> = { accept: 'image/png, image/jpeg, application/json' };
  const token = getToken();
  if (token) headers[OPS_TOKEN_HEADER] = token;
  let res: Response;
  try {
    res = await fetch(callPath(call.path, { code: merchant, id, seq }), { method: call.method, headers, signal, cache: 'no-store' });
  } catch (e) {
    if ((e as { name?: string })?.name === 'AbortError') throw e;
    throw new OpsHttpError(0, NETWORK_ERROR);
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && type.startsWith('image/')) return res.blob();
  let envelope: { errorCode?: string; value?: unknown } | undefined;
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  throw new OpsHttpError(res.status, envelope?.errorCode ?? (res.ok ? ErrorCode.INTERNAL : NETWORK_ERROR), envelope?.value);
}
