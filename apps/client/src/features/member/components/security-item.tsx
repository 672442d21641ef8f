import '../security.css';

/** One row of the security centre or the settings: what it is, its state (ok or to do) and the button that opens it. */
export function SecurityItem(p: { title: string; state: string; ok: boolean; action: string; expanded: boolean; onClick: () => void }) {
  return (
    <li className="mn-row mn-sec-item">
      <div>
        <p className="mn-row-title">{p.title}</p>
        <p className={`mn-row-sub ${p.ok ? 'is-ok' : 'is-warn'}`}>{p.state}</p>
      </div>
      <button type="button" className="btn btn-outline btn-sm" aria-expanded={p.expanded} onClick={p.onClick}>
        {p.action}
      </button>
    </li>
  );
}
