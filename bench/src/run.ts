/**
 * `npm run bench`: figures, not pass/fail. Needs the built product (`npm run build` runs first).
 * Prints first-load JS/CSS of /m/home, its Lighthouse scores, and throughput of /wps/system/status beside a bare Fastify handler.
 */
import { measureFirstLoad } from './bundle.js';
import { load } from './http.js';
import { lighthouseScores } from './lighthouse.js';
import { startBareServer, startProductServer } from './server-process.js';

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

  const status = await load(`${product.url}/wps/system/status`, { Merchant: 'demo' }, seconds);
  const gamePage = '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=2&pageSize=25';
  const gameList = await load(`${product.url}${gamePage}`, { Merchant: 'demo' }, seconds);
  const gameSearch = await load(`${product.url}/wps/relay/GCSGAME_gameList?gameName=lucky&pageNo=1&pageSize=25`, { Merchant: 'demo' }, seconds);
  const bare = await startBareServer(18_902);
  try {
    const baseline = await load(`${bare.url}/bare`, {}, seconds);
    console.log(`\n== HTTP on loopback, 50 connections, ${seconds} s each`);
    const row = (name: string, f: typeof status) =>
      console.log(`  ${name.padEnd(24)} ${String(f.reqPerSec).padStart(7)} req/s   p99 ${f.p99Ms} ms   errors ${f.errors}   non-2xx ${f.non2xx}`);
    row('/wps/system/status', status);
    row('GCSGAME_gameList page', gameList);
    row('GCSGAME_gameList search', gameSearch);
    row('bare Fastify handler', baseline);
  } finally {
    await bare.stop();
  }
} finally {
  await product.stop();
}
