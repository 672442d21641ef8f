import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CALLS, ErrorCode, OPS_TOKEN_HEADER, OpsBannerPictureAddressSchema, OpsBannerSchema, callPath } from '@wps/contract';
import { describeEachDb, errorBody, grantOpsKey, okValue } from './helper.js';

// Banner pictures (issue 33, item 29): an upload is checked by its bytes and re-encoded like every picture, kept under
// its content hash and served at an address that names it, cached for a year (an edited banner gets a new address).

const CONTENT_KEY = 'ops_k_banner-pictures-content-0123456789';
const FINANCE_KEY = 'ops_k_banner-pictures-finance-0123456789';
const filesDir = mkdtempSync(join(tmpdir(), 'wps-banners-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

describeEachDb(
  'banner pictures',
  (ctx) => {
    const app = () => ctx().app;
    const upload = (picture: string, key = CONTENT_KEY) =>
      app().inject({
        method: 'POST',
        url: callPath(CALLS.opsUploadBannerPicture.path, { code: 'demo' }),
        headers: { [OPS_TOKEN_HEADER]: key },
        payload: { picture },
      });

    beforeAll(async () => {
      await grantOpsKey(app(), CONTENT_KEY, 'content');
      await grantOpsKey(app(), FINANCE_KEY, 'finance');
    });

    it('re-encodes the picture, keeps it under its content hash and serves it immutable; a banner takes the address', async () => {
      // A JPEG carrying a comment (metadata) and trailing bytes: neither survives the re-encoding.
      const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#e33' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { ImageDescription: 'secret note' } } })
        .toBuffer();
      const raw = Buffer.concat([jpeg, Buffer.from('<?php evil(); ?>')]);
      const { url } = okValue(await upload(`data:image/jpeg;base64,${raw.toString('base64')}`), OpsBannerPictureAddressSchema);
      expect(url).toMatch(/^\/static\/images\/demo\/banners\/u\/[0-9a-f]{32}\.jpg$/);

      const served = await app().inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.includes(Buffer.from('secret note'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('evil'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(40);

      // The same picture again is the same address and file; another picture another one.
      expect(okValue(await upload(raw.toString('base64')), OpsBannerPictureAddressSchema).url).toBe(url);
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } }).png().toBuffer();
      const other = okValue(await upload(png.toString('base64')), OpsBannerPictureAddressSchema).url;
      expect(other).toMatch(/\.png$/);
      expect(other).not.toBe(url);
      const demoId = (await app().tenants.byCode('demo'))!.id;
      expect(readdirSync(join(filesDir, 'banners', String(demoId))).sort()).toEqual([url.split('/').pop(), other.split('/').pop()].sort());

      // A banner shows the uploaded address.
      const banner = okValue(
        await app().inject({
          method: 'POST',
          url: callPath(CALLS.opsCreateBanner.path, { code: 'demo' }),
          headers: { [OPS_TOKEN_HEADER]: CONTENT_KEY },
          payload: { groupName: 'm_home', title: 'Uploaded picture', imageUrl: url, enabled: false },
        }),
        OpsBannerSchema,
      );
      expect(banner.imageUrl).toBe(url);
    });

    it('refuses what is no PNG or JPEG, other roles, and unknown or malformed addresses', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
      const refused = await upload(svg);
      expect(refused.statusCode).toBe(415);
      expect(errorBody(refused).errorCode).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
      expect((await upload('not base64 at all!')).statusCode).toBe(415);

      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
      const finance = await upload(png.toString('base64'), FINANCE_KEY);
      expect(finance.statusCode).toBe(403);

      for (const file of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
        expect((await app().inject({ method: 'GET', url: `/static/images/demo/banners/u/${file}` })).statusCode, file).toBe(404);
      }
      expect((await app().inject({ method: 'GET', url: '/static/images/nobody/banners/u/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404);
    });
  },
  { config: { filesDir } },
);
