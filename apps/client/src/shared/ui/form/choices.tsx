import './form.css';
import { useEffect, useRef, type ReactNode } from 'react';

export interface Choice<T> {
  value: T;
  label: ReactNode;
}

export interface ChipsProps<T> {
  /** The group's accessible name. */
  label: string;
  /** The chosen value; `null` when none is (an amount typed by hand). */
  value: T | null;
  onChange: (value: T) => void;
  options: readonly Choice<T>[];
  /** The look: chips by default; the deposit channels use their own cards. */
  className?: string;
  itemClassName?: string;
}

/** Single-choice chips (radiogroup of radio buttons): amount presets, date presets, directions, channels. */
export function Chips<T extends string | number>({ label, value, onChange, options, className = 'mn-chips', itemClassName = 'mn-chip' }: ChipsProps<T>) {
  return (
    <div className={className} role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          className={o.value === value ? `${itemClassName} is-active` : itemClassName}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export interface TabsProps<T> {
  value: T;
  onChange: (value: T) => void;
  tabs: readonly Choice<T>[];
  label?: string;
}

/** Tabs over a form (login method, register method, reset way): a tablist whose selected tab is aria-selected. */
export function Tabs<T extends string>({ value, onChange, tabs, label }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  // A row wider than the screen scrolls: keep the selected tab in it (a link straight to the last tab).
  useEffect(() => {
    const row = list.current;
    const selected = row?.querySelector('[aria-selected="true"]');
    if (!row || !selected) return;
    const [box, tab] = [row.getBoundingClientRect(), selected.getBoundingClientRect()];
    if (tab.left < box.left) row.scrollLeft -= box.left - tab.left;
    else if (tab.right > box.right) row.scrollLeft += tab.right - box.right;
  }, [value]);
  return (
    <div ref={list} className="form-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.value} type="button" role="tab" aria-selected={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export interface RadioListProps<T> {
  legend: ReactNode;
  value: T | null;
  onChange: (value: T | null) => void;
  options: readonly (Choice<T | null> & { detail?: ReactNode })[];
  /** The radios' group name (one per form). */
  name: string;
  /** After the options (a note on the choice). */
  children?: ReactNode;
}

/** Radio cards under a legend: the withdrawal card, the deposit bonus. */
export function RadioList<T extends string | number>({ legend, value, onChange, options, name, children }: RadioListProps<T>) {
  return (
    <fieldset className="mn-fieldset">
      <legend className="field-label">{legend}</legend>
      {options.map((o) => (
        <label key={o.value ?? ''} className="mn-radio">
          <input type="radio" name={name} checked={o.value === value} onChange={() => onChange(o.value)} />
          <span>
            {o.label}
            {o.detail ? <small>{o.detail}</small> : null}
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
