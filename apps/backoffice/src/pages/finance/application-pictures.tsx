import { ReloadOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Flex, Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { errorText, isOpsError } from '../../api/ops-client';
import { fetchApplicationImage } from './reward-image';

type Picture = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'error'; message: string };

/**
 * The pictures a member sent with a reward application, each fetched with the operator's token in a header (never in
 * an address) and shown from memory. As a data: URL rather than an object URL: the back office's Content-Security-
 * Policy allows images from 'self', data: and https: only, so a blob: URL would not load
 * (apps/server/src/platform/security-headers.ts).
 */
export function ApplicationPictures({ id, count }: { id: number; count: number }) {
  const translate = useTranslate();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setPictures(Array.from({ length: count }, () => ({ state: 'loading' })));
    const set = (i: number, p: Picture) => setPictures((all) => all.map((x, j) => (j === i ? p : x)));
    for (let i = 0; i < count; i++) {
      fetchApplicationImage(id, i + 1, abort.signal)
        .then(blobToDataUrl)
        .then(
        (url) => {
          if (!abort.signal.aborted) set(i, { state: 'ready', url });
        },
        (e: unknown) => {
          if (abort.signal.aborted) return;
          set(i, { state: 'error', message: isOpsError(e) ? e.message : errorText('unknown') });
        },
      );
    }
    return () => abort.abort();
  }, [id, count, attempt]);

  if (count === 0) return <Alert type="info" message={translate('rewardApplications.noPictures')} />;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={12} data-testid="application-pictures">
        {pictures.map((p, i) => {
          const alt = translate('rewardApplications.pictureAlt', { n: i + 1 });
          if (p.state === 'loading') return <Skeleton.Image key={i} active style={{ width: 160, height: 160 }} />;
          if (p.state === 'error')
            return (
              <Alert
                key={i}
                type="error"
                style={{ width: 200 }}
                message={alt}
                description={p.message}
                action={
                  <Button size="small" icon={<ReloadOutlined aria-hidden="true" />} onClick={() => setAttempt((n) => n + 1)} aria-label={translate('states.retry')} />
                }
              />
            );
          return <Image key={i} src={p.url} alt={alt} width={160} height={160} style={{ objectFit: 'cover' }} />;
        })}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** A picture's bytes as a data: URL (its own type, image/png or image/jpeg, checked when fetched). */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(blob);
  });
}
