import './form.css';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option with the empty value ("choose ..."). */
  placeholder?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A bare select in the kit's look (a labelled one is `Select`; the dialing code sits inside a field's row). */
export function SelectInput({ value, onChange, options, placeholder, selectRef, className, ...rest }: SelectInputProps) {
  return (
    <select {...rest} ref={selectRef} className={className ? `mn-select ${className}` : 'mn-select'} value={value} onChange={(e) => onChange(e.target.value)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export interface SelectProps extends Omit<SelectInputProps, 'id'> {
  label: ReactNode;
  id?: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled select: the label sits beside it (a label wrapping a select would read the options as its name). */
export function Select({ label, id, error, hint, ...select }: SelectProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <SelectInput {...select} id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
    </FieldFrame>
  );
}
