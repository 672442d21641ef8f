import '../../../shared/ui/antd-setup';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import type { CSSProperties, ReactNode } from 'react';
import { IconClose } from '../../../shared/ui/icons';

// antd-mobile caps the popup at 75vw through this variable; steps with pictures need most of a phone's width.
const WIDE = { '--max-width': 'min(92vw, 400px)' } as CSSProperties;

/** A titled centre popup with a close button (antd-mobile traps focus and closes on mask tap). */
export function AdDialog(props: { open: boolean; onClose: () => void; id: string; title: string; closeLabel: string; testId: string; children: ReactNode }) {
  const { open, onClose, id, title, closeLabel, testId, children } = props;
  return (
    <CenterPopup style={WIDE} visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="ad-popup-body" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={id} className="ad-popup" data-testid={testId}>
        <div className="ad-popup-head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
            <IconClose />
          </button>
        </div>
        {children}
      </div>
    </CenterPopup>
  );
}
