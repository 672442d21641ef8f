import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/html.js';

/**
 * Generated art for the demo catalogue: each game's icon and each banner is an SVG drawn from its name, so the
 * catalogue has real, distinct images without shipping binaries.
 */

function hues(seed: string): [number, number] {
  const h = createHash('sha256').update(seed).digest();
  return [h[0]! * 360 / 256, h[1]! * 360 / 256];
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

export function gameIconSvg(name: string, vendor: string): string {
  const [a, b] = hues(`${vendor}/${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a.toFixed(0)},70%,45%)"/><stop offset="1" stop-color="hsl(${b.toFixed(0)},75%,30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/>
<circle cx="100" cy="88" r="54" fill="rgba(255,255,255,.16)"/>
<text x="100" y="108" text-anchor="middle" font-family="system-ui,sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeHtml(initials(name))}</text>
<text x="100" y="176" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="600" fill="rgba(255,255,255,.85)">${escapeHtml(vendor)}</text>
</svg>`;
}

export function bannerSvg(title: string): string {
  const [a, b] = hues(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${a.toFixed(0)},70%,35%)"/><stop offset="1" stop-color="hsl(${b.toFixed(0)},80%,50%)"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="60" r="140" fill="rgba(255,255,255,.12)"/>
<text x="48" y="170" font-family="system-ui,sans-serif" font-size="48" font-weight="800" fill="#fff">${escapeHtml(title)}</text>
</svg>`;
}
