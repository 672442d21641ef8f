import { expect, inject, it } from 'vitest';
import { CALLS, type CallDef } from '@wps/contract';
import { buildApp } from '../src/app.js';
import { openPgliteClone } from './db-templates.js';
import { testConfig } from './helper.js';

// The call table is the single source of every call (docs/architecture.md): each entry is served by the module of
// its domain (a few are files of the player site, such as its manifest), and every served API route (/wps, /lgw,
// /lotto, /ops) is an entry.
const API = /^\/(wps|lgw|lotto|ops)\//;

it('serves exactly the calls of the table', async () => {
  const database = await openPgliteClone(inject('pgliteTemplate'));
  const served = new Set<string>();
  const app = await buildApp(testConfig(), {
    database,
    logger: false,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) if (m !== 'HEAD') served.add(`${m} ${route.url}`);
    },
  });
  try {
    await app.ready();
    const table = new Set(Object.values(CALLS as Record<string, CallDef>).map((c) => `${c.method} ${c.path}`));
    expect([...table].filter((r) => !served.has(r)), 'table entries not served').toEqual([]);
    expect([...served].filter((r) => API.test(r.slice(r.indexOf(' ') + 1)) && !table.has(r)), 'served routes missing from the table').toEqual([]);
  } finally {
    await app.close();
  }
});
