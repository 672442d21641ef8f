import './antd-setup';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import type { CSSProperties, ReactNode } from 'react';
import { DialogBox, type DialogLabel } from './dialog-box';

/** Most of a phone's width, held to a readable measure on larger screens. */
const WIDTH = 'min(92vw, 420px)';

/**
 * A popup in the middle of the screen: antd-mobile's CenterPopup around the shared dialog element. Its width is set
 * here once, for the popup's frame (antd caps it at 75vw by default) and its body alike, so the body is never wider
 * than the frame that centres it.
 */
export function CentreDialog({
  open,
  onClose,
  bodyClassName,
  className,
  testId,
  destroyOnClose,
  children,
  ...name
}: { open: boolean; onClose: () => void; bodyClassName: string; className?: string; testId?: string; destroyOnClose?: boolean; children: ReactNode } & DialogLabel) {
  return (
    <CenterPopup
      style={{ '--max-width': WIDTH, '--min-width': '0px' } as CSSProperties}
      bodyStyle={{ width: WIDTH }}
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={bodyClassName}
      destroyOnClose={destroyOnClose}
    >
      <DialogBox open={open} onClose={onClose} className={className} testId={testId} {...name}>
        {children}
      </DialogBox>
    </CenterPopup>
  );
}
