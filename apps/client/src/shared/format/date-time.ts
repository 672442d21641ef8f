/** A date and time in the reader's language, short style; the raw text if the language is unknown to Intl. */
export const formatDateTime = (iso: string, lng: string): string => {
  try {
    return new Intl.DateTimeFormat(lng, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
};
