import { IDENTITY_LIMITS } from '@wps/contract/lite';

/** A chosen file as a data URL, refused here when it is plainly not a PNG / JPEG or too big (the server checks again). */
export function readPicture(file: File): Promise<string | 'type' | 'size'> {
  if (!['image/png', 'image/jpeg'].includes(file.type)) return Promise.resolve('type');
  if (file.size > IDENTITY_LIMITS.pictureBytes) return Promise.resolve('size');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
