/**
 * The aggregator's side of the Hub88 wallet bench (wallet-hub88.ts), run in its own process so that signing the
 * requests (RSA, the aggregator's cost) is not counted as the server's CPU. Each player plays bet + win pairs until
 * the time is up; the latencies of the pairs answered RS_OK twice go back to the parent.
 */
import { randomBytes } from 'node:crypto';
import { CALLS, HUB88_SIGNATURE_HEADER, HUB88_WALLET_PREFIX, minorToHub88 } from '@wps/contract';
import { signBody } from '../../apps/server/src/platform/rsa-signature.js';

export interface LoadOrder {
  address: string;
  privateKeyPem: string;
  players: { user: string; token: string }[];
  gameCode: string;
  currency: string;
  seconds: number;
}
export interface LoadResult {
  latencies: number[];
  refused: number;
  elapsed: number;
  /** The public status call asked meanwhile by STATUS_CALLERS callers one after another: latencies of its 200s. */
  status: { latencies: number[]; failed: number };
}

/** Callers of /wps/system/status during the play: does the rest of the site answer while players bet (issue 27)? */
const STATUS_CALLERS = 10;

async function play(o: LoadOrder): Promise<LoadResult> {
  const post = async (path: string, body: unknown): Promise<string> => {
    const raw = JSON.stringify(body);
    const res = await fetch(`${o.address}${HUB88_WALLET_PREFIX}/demo${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(o.privateKeyPem, raw) },
      body: raw,
    });
    return ((await res.json()) as { status: string }).status;
  };
  const latencies: number[] = [];
  let refused = 0;
  const until = Date.now() + o.seconds * 1000;
  const started = performance.now();
  const status = { latencies: [] as number[], failed: 0 };
  const askStatus = async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${o.address}${CALLS.systemStatus.path}`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status === 200) status.latencies.push(performance.now() - t0);
        else status.failed++;
      } catch {
        status.failed++;
      }
    }
  };
  await Promise.all([
    ...Array.from({ length: STATUS_CALLERS }, askStatus),
    ...o.players.map(async (p, c) => {
      for (let n = 0; Date.now() < until; n++) {
        const id = `${c}-${n}-${randomBytes(3).toString('hex')}`;
        const common = { user: p.user, token: p.token, game_code: o.gameCode, currency: o.currency, round: `r-${id}` };
        const t0 = performance.now();
        const bet = await post('/transaction/bet', { ...common, transaction_uuid: `b-${id}`, request_uuid: `rb-${id}`, amount: minorToHub88(100n) });
        const win = await post('/transaction/win', {
          ...common,
          transaction_uuid: `w-${id}`,
          request_uuid: `rw-${id}`,
          reference_transaction_uuid: `b-${id}`,
          amount: minorToHub88(n % 3 === 0 ? 250n : 0n),
          round_closed: true,
        });
        if (bet === 'RS_OK' && win === 'RS_OK') latencies.push(performance.now() - t0);
        else refused++;
      }
    }),
  ]);
  return { latencies, refused, elapsed: (performance.now() - started) / 1000, status };
}

process.once('message', (order: LoadOrder) => {
  play(order).then(
    (result) => process.send!(result, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
