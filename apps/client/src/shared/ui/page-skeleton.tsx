/** Placeholder while a lazy screen loads: shapes, not a spinner (DESIGN "Look and feel"). */
export function PageSkeleton() {
  return (
    <div className="skeleton-page" aria-busy="true" aria-live="polite">
      <div className="sk sk-block" />
      <div className="sk sk-line" />
      <div className="sk sk-line sk-short" />
      <div className="sk sk-line" />
    </div>
  );
}
