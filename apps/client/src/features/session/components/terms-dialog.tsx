import { useEffect, useRef } from 'react';
import { useSessionTranslation } from '../i18n';

/** The clauses of the terms, in order (session locale keys). */
const CLAUSES = ['reg_terms_1', 'reg_terms_2', 'reg_terms_3', 'reg_terms_4', 'reg_terms_5'] as const;

/**
 * The terms and conditions the register form asks the player to accept, in a modal dialog: focus moves in and stays
 * there, Escape and the close button end it (the browser's own <dialog>).
 */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useSessionTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      className="terms-dialog"
      aria-labelledby="reg-terms-title"
      data-testid="terms-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="reg-terms-title">{t('reg_terms_title')}</h2>
      <ol className="terms-list">
        {CLAUSES.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
      <button type="button" className="btn btn-primary btn-wide" onClick={onClose}>
        {t('close')}
      </button>
    </dialog>
  );
}
