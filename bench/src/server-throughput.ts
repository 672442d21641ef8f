import { load, type HttpFigures } from './http.js';
import { startBareServer } from './server-process.js';

/**
 * Anonymous calls measured against the product server, each with the same method (autocannon, 50 connections, loopback):
 * the status call, two catalogue reads and the three lottery lists (/lgw), which a visitor's lobby asks for too.
 */
export const SERVER_CALLS: readonly { name: string; path: string }[] = [
  { name: '/wps/system/status', path: '/wps/system/status' },
  { name: 'GCSGAME_gameList page', path: '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=2&pageSize=25' },
  { name: 'GCSGAME_gameList search', path: '/wps/relay/GCSGAME_gameList?gameName=lucky&pageNo=1&pageSize=25' },
  { name: '/lgw/games/mobile', path: '/lgw/games/mobile' },
  { name: '/lgw/games/popular', path: '/lgw/games/popular' },
  { name: '/lgw/vn/games/game_menu', path: '/lgw/vn/games/game_menu' },
];

/** Loads every call in turn, then a bare Fastify handler as the yardstick, and prints req/s and p99 of each. */
export async function serverThroughput(productUrl: string, seconds: number, barePort: number): Promise<void> {
  const figures: [string, HttpFigures][] = [];
  for (const call of SERVER_CALLS) {
    figures.push([call.name, await load(`${productUrl}${call.path}`, { Merchant: 'demo' }, seconds)]);
  }
  const bare = await startBareServer(barePort);
  try {
    figures.push(['bare Fastify handler', await load(`${bare.url}/bare`, {}, seconds)]);
  } finally {
    await bare.stop();
  }
  console.log(`\n== HTTP on loopback, 50 connections, ${seconds} s each`);
  for (const [name, f] of figures) {
    console.log(`  ${name.padEnd(24)} ${String(f.reqPerSec).padStart(7)} req/s   p99 ${f.p99Ms} ms   errors ${f.errors}   non-2xx ${f.non2xx}`);
  }
}
