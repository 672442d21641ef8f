import type { ReactNode } from 'react';
import { Sheet } from '../../../shared/ui/sheet';
import { useVipTranslation } from '../i18n';

/** The READ ALL detail overlay: a bottom sheet with a title, a close button and the full content. */
export function ReadAllPopup({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useVipTranslation();
  return (
    <Sheet open={open} onClose={onClose} bodyClassName="sheet vip-sheet" testId={testId} title={title} closeLabel={t('vip_close')} destroyOnClose>
      {children}
    </Sheet>
  );
}
