import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { AppIconSize } from '@wps/contract';
import { escapeHtml } from '../../platform/html.js';

/**
 * The app icon, drawn from the merchant's name like the catalogue's art: 96x96 for the download prompt (spec part 2
 * s2), 192 and 512 for the installed web app's manifest. One drawing on a 96 grid, scaled.
 */
export function appIconSvg(name: string, size: number = 96): string {
  const h = createHash('sha256').update(name).digest();
  const [a, b] = [(h[0]! * 360) / 256, (h[1]! * 360) / 256];
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a.toFixed(0)},70%,42%)"/><stop offset="1" stop-color="hsl(${b.toFixed(0)},75%,28%)"/></linearGradient></defs>
<rect width="96" height="96" rx="22" fill="url(#g)"/>
<circle cx="48" cy="48" r="32" fill="rgba(255,255,255,.16)"/>
<text x="48" y="60" text-anchor="middle" font-family="DejaVu Sans,system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeHtml(letters || 'A')}</text>
</svg>`;
}

// Rendering takes a few milliseconds (512: some more); the icon only changes with the merchant's name.
const cache = new Map<string, Buffer>();

export async function appIconPng(name: string, size: AppIconSize = 96): Promise<Buffer> {
  const key = `${size}:${name}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = await sharp(Buffer.from(appIconSvg(name, size))).png().toBuffer();
  if (cache.size > 100) cache.clear();
  cache.set(key, png);
  return png;
}
