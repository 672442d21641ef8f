/** Copies a text; false when the browser refuses (no clipboard outside a secure context, or denied). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shares the link with the phone's share sheet where there is one, else copies it. Answers what happened: 'shared'
 * (or dismissed by the player: nothing to say), 'copied', or 'failed'.
 */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (e) {
      // The player closed the sheet: not an error.
      if (e instanceof DOMException && e.name === 'AbortError') return 'shared';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
