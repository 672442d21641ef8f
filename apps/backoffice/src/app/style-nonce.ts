/**
 * Gives the page's nonce to every <style> element our code creates. antd's CSS-in-JS gets it from ConfigProvider's
 * `csp`, but a few helpers beneath it create their own without asking (rc-util's scrollbar measurement of tables
 * that scroll), and the policy (style-src 'self' 'nonce-...') would refuse them. Only our own scripts run on the
 * page (script-src 'self'), so lending them the nonce opens nothing to injected markup, which the nonce is against.
 */
export function lendNonceToStyles(nonce: string | undefined, doc: Document = document): void {
  if (!nonce) return;
  const create = doc.createElement.bind(doc) as (tag: string, options?: ElementCreationOptions) => HTMLElement;
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const el = create(tag, options);
    if (tag.toLowerCase() === 'style' && !el.getAttribute('nonce')) el.setAttribute('nonce', nonce);
    return el;
  }) as Document['createElement'];
}
