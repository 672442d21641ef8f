import { LIMITS, REWARD_IMAGE_TYPES } from '@wps/contract/lite';

// Reward picture checks before upload (spec part 1 s5): type (declared type, name and magic bytes: a text file named
// .png is refused), size, count. The server checks again and re-encodes; these only save a pointless upload.

export type PictureProblem = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

const NAME = /\.(png|jpe?g)$/i;

/** PNG or JPEG signature at the start of the file. */
export function hasImageSignature(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) return true;
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/** The first problem of one picture, or null; `already` is how many pictures are chosen before it. */
export function pictureProblem(file: { name: string; type: string; size: number }, head: Uint8Array, already: number): PictureProblem | null {
  if (already >= LIMITS.images) return 'activity_apply_remark_limit4';
  const typed = (REWARD_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!typed || !NAME.test(file.name) || !hasImageSignature(head)) return 'activity_image_type';
  if (file.size > LIMITS.imageBytes) return 'activity_apply_remark_limit3';
  return null;
}
