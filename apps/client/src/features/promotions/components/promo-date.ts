/** A date in the reader's language; the ISO day if the language is unknown to Intl. */
export function formatDay(iso: string, lng: string): string {
  try {
    return new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
