import type { ReactNode } from 'react';
import { CentreDialog } from '../../../shared/ui/centre-dialog';
import { IconClose } from '../../../shared/ui/icons';

/** A titled centre popup with a close button (the shared dialog: focus inside, Tab kept inside, Escape closes). */
export function AdDialog(props: { open: boolean; onClose: () => void; id: string; title: string; closeLabel: string; testId: string; children: ReactNode }) {
  const { open, onClose, id, title, closeLabel, testId, children } = props;
  return (
    <CentreDialog open={open} onClose={onClose} bodyClassName="ad-popup-body" className="ad-popup" testId={testId} labelledBy={id} destroyOnClose>
      <div className="ad-popup-head">
        <h2 id={id}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
          <IconClose />
        </button>
      </div>
      {children}
    </CentreDialog>
  );
}
