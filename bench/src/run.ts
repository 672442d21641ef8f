/**
 * `npm run bench`: figures, not pass/fail. Needs the built product (`npm run build` runs first).
 * Prints first-load JS/CSS of /m/home, its Lighthouse scores, and throughput of /wps/system/status, the catalogue
 * and the three lottery lists (/lgw) beside a bare Fastify handler (`npm run server -w @wps/bench` runs that part alone),
 * then bet + win pairs per second through the Hub88 Wallet API (`npm run wallet-hub88 -w @wps/bench` alone).
 */
import { measureFirstLoad } from './bundle.js';
import { lighthouseScores } from './lighthouse.js';
import { startProductServer } from './server-process.js';
import { serverThroughput } from './server-throughput.js';
import { walletHub88Bench } from './wallet-hub88.js';

const BUDGET_JS_KB = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const product = await startProductServer(18_901);
try {
  const bundle = await measureFirstLoad(product.url);
  console.log('\n== First load of /m/home (gzip -9 per file)');
  for (const f of bundle.files)
    console.log(`  ${f.kind.padEnd(5)} ${String(f.gzipKb).padStart(7)} KB  ${f.afterFirstRender ? 'after ' : 'before'}  ${f.url}`);
  const within = bundle.firstRenderJsKb <= BUDGET_JS_KB ? 'within' : 'OVER';
  console.log(`  JS before home first renders  ${bundle.firstRenderJsKb} KB gzip (budget ${BUDGET_JS_KB} KB: ${within})`);
  console.log(`  JS by network idle            ${bundle.jsKb} KB gzip (adds the lazy lobby behind the rendered page)`);
  console.log(`  CSS total  ${bundle.cssKb} KB gzip`);

  const lh = await lighthouseScores(`${product.url}/m/home`);
  console.log('\n== Lighthouse, /m/home, mobile emulation (slow 4G, 4x CPU)');
  console.log(`  performance ${lh.performance}   accessibility ${lh.accessibility}   best practices ${lh.bestPractices}`);
  console.log(`  FCP ${lh.fcpMs} ms   LCP ${lh.lcpMs} ms   speed index ${lh.speedIndexMs} ms   TBT ${lh.tbtMs} ms   CLS ${lh.cls}`);

  await serverThroughput(product.url, seconds, 18_902);
} finally {
  await product.stop();
}

// The Hub88 Wallet API on its own app and database (PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set).
await walletHub88Bench(seconds);
