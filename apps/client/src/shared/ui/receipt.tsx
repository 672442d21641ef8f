import './money-page.css';
import { useId, type ReactNode } from 'react';

export interface DataRow {
  label: string;
  value: ReactNode;
  /** On the value (the tests read order numbers and references there). */
  testId?: string;
  key?: string;
}

/** Label/value rows (dl): amounts, accounts, order numbers. */
export function DataRows({ rows }: { rows: readonly (DataRow | false | null | undefined)[] }) {
  return (
    <dl className="mn-dl">
      {rows.map((r) =>
        r ? (
          <div key={r.key ?? r.label}>
            <dt>{r.label}</dt>
            <dd data-testid={r.testId}>{r.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

export interface ReceiptProps {
  title: string;
  testId: string;
  /** A line under the title (what happens next). */
  note?: ReactNode;
  rows: readonly (DataRow | false | null | undefined)[];
  /** The order's status, as the last row. */
  status?: { label: string; value: ReactNode };
  /** The button under the rows (another deposit ...). */
  action?: { label: string; onClick: () => void; look?: 'primary' | 'outline' };
}

/** The result card of a deposit, a withdrawal or a transfer: title, note, label/value rows, status, actions. */
export function Receipt({ title, testId, note, rows, status, action }: ReceiptProps) {
  const id = useId();
  return (
    <section className="mn-card" data-testid={testId} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {note ? <p className="mn-note">{note}</p> : null}
      <DataRows rows={status ? [...rows, { label: status.label, value: status.value, key: 'status' }] : rows} />
      {action ? (
        <button type="button" className={`btn btn-${action.look ?? 'outline'} btn-wide`} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}
