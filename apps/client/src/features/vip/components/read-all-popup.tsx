import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { useId, type ReactNode } from 'react';
import { IconClose } from '../../../shared/ui/icons';
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
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="sheet vip-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="sheet-inner" data-testid={testId}>
        <div className="sheet-head">
          <h2 id={titleId}>{title}</h2>
          {/* Focus lands on close so keyboard users start inside the sheet and can leave it at once. */}
          <button type="button" className="icon-btn" aria-label={t('vip_close')} onClick={onClose} autoFocus>
            <IconClose />
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}
