import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, innermost last: only that one answers Tab and Escape (a language picker over the side menu). */
const open: HTMLElement[] = [];

const focusables = (node: HTMLElement): HTMLElement[] =>
  [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'));

/** A control that asked for first focus (`data-autofocus`), else the first control, else the dialog itself. */
function focusFirst(node: HTMLElement): void {
  const target = node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0] ?? node;
  target.focus({ preventScroll: true });
}

/** Keeps Tab and Shift+Tab inside the dialog: past the last control comes the first, and the other way round. */
function trapTab(node: HTMLElement, e: KeyboardEvent): void {
  const list = focusables(node);
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && node.contains(active);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    e.preventDefault();
    node.focus({ preventScroll: true });
  } else if (e.shiftKey && (!inside || active === first || active === node)) {
    e.preventDefault();
    last.focus({ preventScroll: true });
  } else if (!e.shiftKey && (!inside || active === last)) {
    e.preventDefault();
    first.focus({ preventScroll: true });
  }
}

/**
 * The keyboard side of every dialog: while `active`, focus moves inside (after the popup's own layout pass has shown
 * it), Tab stays inside, Escape closes; on closing, focus goes back to what opened it.
 */
export function useDialogFocus(ref: { readonly current: HTMLElement | null }, active: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    open.push(node);
    const frame = requestAnimationFrame(() => {
      if (!node.contains(document.activeElement)) focusFirst(node);
    });
    const onKey = (e: KeyboardEvent) => {
      if (open[open.length - 1] !== node) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
      } else if (e.key === 'Tab') trapTab(node, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      open.splice(open.indexOf(node), 1);
      // Back to the opener unless the player has already moved on (focus elsewhere, the opener gone).
      const focus = document.activeElement;
      const stranded = focus === null || focus === document.body || node.contains(focus);
      if (stranded && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, active]);
}

export type DialogLabel = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

/** The dialog element every popup, sheet and side menu renders: its role, name and keyboard behaviour in one place. */
export function DialogBox({
  open: active,
  onClose,
  className,
  testId,
  children,
  ...name
}: { open: boolean; onClose: () => void; className?: string; testId?: string; children: ReactNode } & DialogLabel) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, active, onClose);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={name.labelledBy}
      aria-label={name.label}
      tabIndex={-1}
      className={className}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
