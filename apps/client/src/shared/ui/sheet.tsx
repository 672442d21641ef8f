import './antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { useId, type ReactNode } from 'react';
import { DialogBox } from './dialog-box';
import { IconClose } from './icons';

/**
 * A sheet from the bottom (pickers, detail overlays, the login form) or the side (the side menu): antd-mobile's Popup
 * around the shared dialog element. With a `title` it has the standard head: the title and a close button.
 */
export function Sheet(
  props: {
    open: boolean;
    onClose: () => void;
    position?: 'bottom' | 'right';
    bodyClassName: string;
    className?: string;
    testId?: string;
    destroyOnClose?: boolean;
    children: ReactNode;
    /** The head's title (the dialog's name) and its close button's label; without a head, `label` names the dialog. */
  } & ({ title: string; closeLabel: string; label?: never } | { label: string; title?: never; closeLabel?: never }),
) {
  const { open, onClose, position = 'bottom', title, closeLabel } = props;
  const titleId = useId();
  const name = title !== undefined ? { labelledBy: titleId } : { label: props.label! };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position={position} bodyClassName={props.bodyClassName} destroyOnClose={props.destroyOnClose}>
      <DialogBox open={open} onClose={onClose} className={props.className ?? 'sheet-inner'} testId={props.testId} {...name}>
        {title !== undefined ? (
          <div className="sheet-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
              <IconClose />
            </button>
          </div>
        ) : null}
        {props.children}
      </DialogBox>
    </Popup>
  );
}
