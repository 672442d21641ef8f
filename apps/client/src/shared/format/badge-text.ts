/** Unread badge text: nothing for zero, the number up to the cap, then "99+". */
export function badgeText(count: number, cap: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
