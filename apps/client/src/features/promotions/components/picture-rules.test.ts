import { LIMITS } from '@wps/contract/lite';
import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const TEXT = new TextEncoder().encode('hello wo');

describe('reward picture rules', () => {
  it.each([
    ['a png', { name: 'a.png', type: 'image/png', size: 100 }, PNG, 0, null],
    ['a jpeg', { name: 'b.JPG', type: 'image/jpeg', size: LIMITS.imageBytes }, JPG, 2, null],
    ['a text file named .png', { name: 'cat.png', type: 'image/png', size: 8 }, TEXT, 0, 'activity_image_type'],
    ['a gif', { name: 'a.gif', type: 'image/gif', size: 8 }, PNG, 0, 'activity_image_type'],
    ['a png named .txt', { name: 'a.txt', type: 'image/png', size: 8 }, PNG, 0, 'activity_image_type'],
    ['one byte over 5 MB', { name: 'a.png', type: 'image/png', size: LIMITS.imageBytes + 1 }, PNG, 0, 'activity_apply_remark_limit3'],
    ['a fourth picture', { name: 'a.png', type: 'image/png', size: 8 }, PNG, 3, 'activity_apply_remark_limit4'],
  ] as const)('%s', (_, file, head, already, expected) => {
    expect(pictureProblem(file, head, already)).toBe(expected);
  });
});
