import './form.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true: disabled, with the busy text. */
  busy?: boolean;
  busyText?: string;
  look?: 'primary' | 'outline';
  size?: 'md' | 'lg';
}

/** The form's main button, full width: "Please wait…" while it works. A `type="button"` one runs an action. */
export function SubmitButton({ busy = false, busyText, look = 'primary', size = 'md', type = 'submit', disabled, children, ...rest }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button {...rest} type={type} className={`btn btn-${look} btn-wide${size === 'lg' ? ' btn-lg' : ''}`} disabled={busy || disabled}>
      {busy ? (busyText ?? t('in_please_wait')) : children}
    </button>
  );
}

/** The form's one alert: what stopped the submit (client rule or server answer). Always rendered, so it is announced. */
export function FormError({ children }: { children?: ReactNode }) {
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

/** What a successful submit did (a status, announced politely). */
export function FormSuccess({ children, centred = false }: { children: ReactNode; centred?: boolean }) {
  return (
    <p className={centred ? 'form-success is-centred' : 'form-success'} role="status">
      {children}
    </p>
  );
}
