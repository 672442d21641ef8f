import './form.css';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { onlyDigits, type InputFilter } from './filters';

/** The ids of a field's parts: the control, its hint and its error (linked by aria-describedby when shown). */
export function useFieldIds(given: string | undefined, parts: { hint?: ReactNode; error?: string }) {
  const auto = useId();
  const id = given ?? auto;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [parts.hint ? hintId : '', parts.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's message, linked from its control by aria-describedby (nothing while the field is valid). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span className="field-error" id={id}>
      {error}
    </span>
  ) : null;
}

interface FrameProps {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * A field's frame: its label (only the label text, so the control's accessible name is exactly that), the control,
 * a hint and the error under it. The error is not an alert: the form's one alert is its FormError.
 */
export function FieldFrame({ ids, label, hint, error, children }: FrameProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={ids.id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span className="field-hint" id={ids.hintId}>
          {hint}
        </span>
      ) : null}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children' | 'id'>;

export interface FieldProps extends InputAttributes {
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  /** Cleans what was typed or pasted before `onChange` sees it (see filters.ts). */
  filter?: InputFilter;
  id?: string;
  error?: string;
  hint?: ReactNode;
  /** Beside the input, in one row: before it (a dialing code) and after it (a code button, a show/hide toggle). */
  start?: ReactNode;
  end?: ReactNode;
  /** Wraps the input element (the money field puts its currency symbol around it). */
  wrap?: (input: ReactNode) => ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error; `useForm().field(name)` gives value, onChange, error and ref. */
export function Field({ label, value, onChange, filter, id, error, hint, start, end, wrap, inputRef, ...input }: FieldProps) {
  const ids = useFieldIds(id, { hint, error });
  const control = (
    <input
      {...input}
      id={ids.id}
      ref={inputRef}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      onChange={onChange ? (e) => onChange(filter ? filter(e.target.value) : e.target.value) : undefined}
    />
  );
  const body = wrap ? wrap(control) : control;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      {start || end ? (
        <span className="field-row">
          {start}
          {body}
          {end}
        </span>
      ) : (
        body
      )}
    </FieldFrame>
  );
}

/** Digits only (codes, numbers, card numbers): a numeric keypad unless told otherwise, no autofill by default. */
export function DigitsField(props: Omit<FieldProps, 'filter'>) {
  return <Field inputMode="numeric" autoComplete="off" {...props} filter={onlyDigits} />;
}

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox row (remember me, agreement, age) with its error under it. */
export function CheckField({ label, checked, onChange, error, id, inputRef }: CheckFieldProps) {
  const ids = useFieldIds(id, { error });
  return (
    <div>
      <label className="check-row" htmlFor={ids.id}>
        <input
          id={ids.id}
          ref={inputRef}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
