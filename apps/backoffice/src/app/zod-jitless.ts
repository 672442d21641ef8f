import { config } from 'zod';

// The contract's zod schemas come along with the call table. Zod compiles object parsers with `new Function` unless
// told not to, and merely probing for it is an `eval` the page's policy (script-src 'self') refuses and reports.
// main.tsx imports this first, before any schema is made.
config({ jitless: true });
