/** A draw's five digits as balls; read out as one number. */
export function DrawDigits({ result, label }: { result: string; label: string }) {
  return (
    <span className="lt-digits" role="img" aria-label={label} data-testid="lottery-result">
      {[...result].map((d, i) => (
        <span key={i} className="lt-ball" aria-hidden="true">
          {d}
        </span>
      ))}
    </span>
  );
}
