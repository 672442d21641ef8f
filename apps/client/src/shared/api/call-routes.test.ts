import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { callRoutesPlugin } from '../../../call-routes-plugin';
import { routeOf } from './call-routes';
// This module quotes 'memberInfo' below, so the plugin registered that call's route when it loaded.
import './client';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = callRoutesPlugin().transform as unknown as Transform;
const here = fileURLToPath(import.meta.url);

describe('call routes', () => {
  it('a module that names a call carries its route', () => {
    expect(routeOf('memberInfo')).toEqual({ method: 'GET', path: '/wps/member/info', encrypted: false });
    // client.ts itself names rsaKey (the key for encrypted bodies).
    expect(routeOf('rsaKey').path).toBe('/wps/session/key/rsa');
  });

  it('the build writes only the quoted player calls of a module, on its first line', () => {
    const out = transform("const a = apiCall('login', { body });\nconst b = \"withdraw\"; const c = 'opsWithdrawals';", here);
    expect(out?.code.split('\n')).toHaveLength(2);
    const added = out!.code.slice(0, out!.code.indexOf('const a'));
    expect(added).toContain('{"login":"POST* /wps/session/login","withdraw":"POST* /wps/transaction/withdraw"}');
    // Operator calls are not the browser's.
    expect(added).not.toContain('opsWithdrawals');
    expect(transform("const a = 'nothing';", here)).toBeNull();
    // Outside the client's sources (dependencies) nothing changes.
    expect(transform("apiCall('login')", '/work/node_modules/x/index.js')).toBeNull();
  });

  it('a call named at run time fails with a clear message instead of a wrong request', () => {
    expect(() => routeOf(['member', 'Nope'].join(''))).toThrow(/no route for call "memberNope"/);
  });
});
