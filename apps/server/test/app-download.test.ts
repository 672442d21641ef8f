import sharp from 'sharp';
import { ErrorCode, SystemStatusSchema, WebAppManifestSchema } from '@wps/contract';
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

  it('serves the 192 and 512 icons the manifest names, and no other size', async () => {
    for (const size of [192, 512]) {
      const res = await ctx().app.inject({ method: 'GET', url: `/static/images/demo/app/icon-${size}.png` });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    const odd = await ctx().app.inject({ method: 'GET', url: '/static/images/demo/app/icon-100.png' });
    expect(odd.statusCode).toBe(422);
  });

  it("serves the merchant's Web App Manifest: name, template colours, icons, home as start, the player site as scope", async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/m/manifest.webmanifest', headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = WebAppManifestSchema.parse(res.json());
    const status = okValue(await ctx().app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'demo' } }), SystemStatusSchema);
    expect(manifest).toMatchObject({
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: status.info.mobileTemplate.primary_color,
      background_color: status.info.mobileTemplate.app_background,
    });
    expect(manifest.icons.map((i) => [i.src, i.sizes, i.type])).toEqual([
      ['/static/images/demo/app/icon-192.png', '192x192', 'image/png'],
      ['/static/images/demo/app/icon-512.png', '512x512', 'image/png'],
    ]);
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
