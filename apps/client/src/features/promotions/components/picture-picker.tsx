import { LIMITS, TOAST_MS } from '@wps/contract/lite';
import { useEffect, useRef } from 'react';
import { showToast } from '../../../shared/ui/feedback';
import { usePromotionsTranslation } from '../i18n';
import { pictureProblem } from './picture-rules';

export interface Picture {
  key: string;
  name: string;
  /** data: URL, also the thumbnail. */
  dataUrl: string;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });

/** Upload box (4 per row): checks each file before reading it, shows thumbnails, removes on tap. */
export function PicturePicker({ pictures, onChange }: { pictures: Picture[]; onChange: (next: Picture[]) => void }) {
  const { t } = usePromotionsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(pictures);
  useEffect(() => {
    latest.current = pictures;
  }, [pictures]);

  const add = async (files: FileList | null) => {
    let next = latest.current;
    for (const file of Array.from(files ?? [])) {
      const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
      const problem = pictureProblem(file, head, next.length);
      if (problem) {
        void showToast(t(problem), TOAST_MS.default);
        break;
      }
      try {
        next = [...next, { key: `${Date.now()}-${Math.random()}`, name: file.name, dataUrl: await readDataUrl(file) }];
      } catch {
        void showToast(t('promo_image_unreadable'), TOAST_MS.default);
        break;
      }
    }
    if (input.current) input.current.value = '';
    onChange(next);
  };

  return (
    <ul className="promo-pictures" data-testid="picture-list">
      {pictures.map((p, i) => (
        <li key={p.key} className="promo-picture">
          <img src={p.dataUrl} alt={t('promo_picture_n', { n: i + 1 })} />
          <button
            type="button"
            className="promo-picture-remove"
            aria-label={t('promo_picture_remove', { n: i + 1 })}
            onClick={() => onChange(pictures.filter((x) => x.key !== p.key))}
          >
            ×
          </button>
        </li>
      ))}
      {pictures.length < LIMITS.images ? (
        <li className="promo-picture">
          <label className="promo-picture-add">
            <span aria-hidden="true">+</span>
            <span className="sr-only">{t('promo_picture_add')}</span>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="sr-only"
              data-testid="picture-input"
              onChange={(e) => void add(e.target.files)}
            />
          </label>
        </li>
      ) : null}
    </ul>
  );
}
