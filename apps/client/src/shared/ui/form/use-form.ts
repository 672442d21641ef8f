import { useCallback, useRef, useState, type FormEvent, type RefCallback } from 'react';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { i18n } from '../../i18n/translator';

type Values = object;
type KeyOf<V> = keyof V & string;
type TextKeys<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;
type FlagKeys<V> = { [K in keyof V]-?: V[K] extends boolean ? K : never }[keyof V] & string;

/** What `form.field(name)` gives a field: spread it into Field, PasswordField, AmountField... */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef: RefCallback<HTMLElement>;
}

/** Messages per field (already texts, not keys). */
export type FieldErrors<V> = Partial<Record<KeyOf<V>, string>>;
/** What the client rules found: a message per field, or one message for the whole form; nothing (or `{}`) submits. */
export type Problems<V> = FieldErrors<V> | string | null | undefined;

export interface FormOptions<V extends Values> {
  initial: V | (() => V);
  /** The client rules, run on submit (zod-free rules from `@wps/contract/lite`). */
  validate?: (values: V) => Problems<V>;
  /** The call. A throw shows as field errors (VALIDATION answers naming a field on screen) or the form's error. */
  onSubmit: (values: V) => unknown;
  /** After a failed submit has been shown: refresh a captcha, toast a special case... */
  onError?: (error: unknown) => void;
}

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The field problems of a failed call (`value: [{ field, message }]`), if it has any. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || !Array.isArray(error.value)) return [];
  return (error.value as unknown[]).filter(
    (f): f is ServerFieldError => typeof f === 'object' && f !== null && typeof (f as ServerFieldError).field === 'string' && typeof (f as ServerFieldError).message === 'string',
  );
}

const hasProblems = (e: object) => Object.values(e).some(Boolean);

/**
 * One way to run a form: its values, client rules on submit (the first invalid field is focused), a busy state
 * while the call runs, and the answer's field problems mapped onto the fields shown (when the server's message is
 * a text we have); any other failure is the form's error (errorText). Fields take `form.field(name)`,
 * checkboxes `form.check(name)`: value, onChange, error and the ref used to focus them.
 */
export function useForm<V extends Values>(options: FormOptions<V>) {
  const opts = useRef(options);
  opts.current = options;
  const [values, setValuesState] = useState<V>(options.initial);
  const current = useRef(values);
  current.current = values;
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, RefCallback<HTMLElement>>());

  const setValues = useCallback((next: Partial<V> | ((old: V) => Partial<V>)) => {
    setValuesState((old) => {
      const merged = { ...old, ...(typeof next === 'function' ? next(old) : next) };
      current.current = merged;
      return merged;
    });
  }, []);
  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => setValues({ [name]: value } as unknown as Partial<V>), [setValues]);
  const setFieldError = useCallback((name: KeyOf<V>, message: string | undefined) => setErrors((old) => ({ ...old, [name]: message })), []);

  /** A stable ref callback per field: the form focuses it and knows it is on screen. */
  const ref = useCallback((name: string) => {
    let cb = refs.current.get(name);
    if (!cb) {
      cb = (el) => {
        if (el) elements.current.set(name, el);
        else elements.current.delete(name);
      };
      refs.current.set(name, cb);
    }
    return cb;
  }, []);

  const focus = useCallback((name: KeyOf<V>) => elements.current.get(name)?.focus(), []);

  /** Focuses the first field with a problem, in the order they stand on the page. */
  const focusFirst = useCallback((problems: FieldErrors<V>) => {
    const bad = [...elements.current.entries()].filter(([name, el]) => problems[name as KeyOf<V>] && el.isConnected).map(([, el]) => el);
    bad.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    bad[0]?.focus();
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busyRef.current) return;
      const { validate, onSubmit, onError } = opts.current;
      const v = current.current;
      const problems = validate?.(v);
      if (typeof problems === 'string' && problems) {
        setErrors({});
        setError(problems);
        return;
      }
      if (problems && typeof problems === 'object' && hasProblems(problems)) {
        setErrors(problems);
        setError('');
        focusFirst(problems);
        return;
      }
      setErrors({});
      setError('');
      busyRef.current = true;
      setBusy(true);
      try {
        await onSubmit(v);
      } catch (e) {
        const mapped: FieldErrors<V> = {};
        for (const f of serverFieldErrors(e)) {
          if (elements.current.has(f.field) && i18n.exists(f.message)) mapped[f.field as KeyOf<V>] = i18n.t(f.message);
        }
        if (hasProblems(mapped)) {
          setErrors(mapped);
          focusFirst(mapped);
        } else setError(errorText(e));
        onError?.(e);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [focusFirst],
  );

  const field = <K extends TextKeys<V>>(name: K): FieldBinding => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    onChange: (value: string) => set(name, value as V[K]),
    error: errors[name],
    inputRef: ref(name),
  });

  const check = <K extends FlagKeys<V>>(name: K) => ({
    checked: values[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as V[K]),
    error: errors[name],
    inputRef: ref(name),
  });

  return { values, set, setValues, errors, setErrors, setFieldError, error, setError, busy, submit, field, check, ref, focus };
}

export type Form<V extends Values> = ReturnType<typeof useForm<V>>;
