/**
 * `npm run server -w @wps/bench`: only the server-throughput part of `npm run bench` (needs `npm run build -w @wps/server`).
 * BENCH_SECONDS sets the duration of each call's load (10 s by default).
 */
import { startProductServer } from './server-process.js';
import { serverThroughput } from './server-throughput.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const product = await startProductServer(18_911);
try {
  await serverThroughput(product.url, seconds, 18_912);
} finally {
  await product.stop();
}
