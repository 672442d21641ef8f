import sharp from 'sharp';
import { ErrorCode, SystemStatusSchema } from '@wps/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDb, okValue } from './helper.js';

describeEachDb('app download icon', (ctx) => {
  it('the demo merchant announces its AppDownloadIcon resource', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'demo' } });
    const status = okValue(res, SystemStatusSchema);
    expect(status.info.resources).toContainEqual({ resourceType: 'AppDownloadIcon', url: '/static/images/demo/app/icon-96.png' });
  });

  it('serves a real 96x96 PNG at that address', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/static/images/demo/app/icon-96.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 96, 96]);
  });

  it('answers an unknown merchant with a 404 envelope', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/static/images/nobody/app/icon-96.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: ErrorCode.NOT_FOUND });
  });
});

describe('app icon art', () => {
  it('is the same picture for the same name', async () => {
    const { appIconSvg } = await import('../src/modules/app-download/icon.js');
    expect(appIconSvg('WPS Demo')).toBe(appIconSvg('WPS Demo'));
    expect(appIconSvg('WPS Demo')).toContain('>WD<');
    expect(appIconSvg('<x>')).not.toContain('<x>');
  });
});
