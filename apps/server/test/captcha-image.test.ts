import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { captchaPng, captchaSvg } from '../src/platform/captcha.js';

// The captcha picture (issue 33, item 25): the first and last digits were cut. Every digit's strokes, tilted and
// jittered as drawn, must lie inside the picture whatever the answer's length (the spec allows 1 to 16 characters).

type Point = [number, number];

/** The corner points of a path's `M x y L x y ... Z` commands. */
const pathPoints = (d: string): Point[] => {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  const points: Point[] = [];
  for (let i = 0; i < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
  return points;
};

/** Applies `translate(tx ty) rotate(a cx cy) scale(sx sy)` as SVG does (right to left). */
const transformer = (transform: string) => {
  const num = (name: string) => transform.match(new RegExp(`${name}\\(([^)]*)\\)`))![1]!.trim().split(/[\s,]+/).map(Number);
  const [tx, ty] = num('translate') as [number, number];
  const [angle, cx, cy] = num('rotate') as [number, number, number];
  const [sx, sy] = num('scale') as [number, number];
  const rad = (angle * Math.PI) / 180;
  return ([x, y]: Point): Point => {
    const px = x * sx - cx;
    const py = y * sy - cy;
    return [tx + cx + px * Math.cos(rad) - py * Math.sin(rad), ty + cy + px * Math.sin(rad) + py * Math.cos(rad)];
  };
};

const digits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

describe('captcha picture', () => {
  it.each([1, 6, 16])('every digit of a %i-character answer lies fully inside the picture', (length) => {
    // The tilt and jitter are random: many pictures, so the extremes are drawn.
    for (let round = 0; round < 200; round++) {
      const answer = digits(length);
      const svg = captchaSvg(answer);
      const width = Number(svg.match(/<svg[^>]* width="([\d.]+)"/)![1]);
      const height = Number(svg.match(/<svg[^>]* height="([\d.]+)"/)![1]);
      const glyphs = [...svg.matchAll(/<path d="([^"]+)" transform="([^"]+)"[^>]*stroke-width="([\d.]+)"/g)];
      expect(glyphs).toHaveLength(length);
      for (const [, d, transform, strokeWidth] of glyphs) {
        const place = transformer(transform!);
        // Half the stroke reaches past the path's line; the stroke is scaled with the glyph (at most 2.6 times).
        const half = (Number(strokeWidth) * 2.6) / 2;
        for (const [x, y] of pathPoints(d!).map(place)) {
          expect(x - half, `${answer}: a stroke leaves the picture's left edge`).toBeGreaterThanOrEqual(0);
          expect(x + half, `${answer}: a stroke leaves the picture's right edge (width ${width})`).toBeLessThanOrEqual(width);
          expect(y - half).toBeGreaterThanOrEqual(0);
          expect(y + half).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it('the PNG is as wide as its answer needs', async () => {
    const png = await captchaPng('1234567890123456');
    // PNG IHDR: width at bytes 16-19, height at 20-23.
    const width = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(60);
    expect(width).toBeGreaterThan(16 * 22);
  });
});
