/**
 * An address the promotion editor accepts, as the server's sanitizer keeps it: https, a path of this site, and for
 * links also mailto: and a fragment; never http:, javascript:, data: or a protocol-relative `//host`. The address
 * as it will be stored, or null.
 */
export function safeEditorUrl(value: string, forImage: boolean): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): judge the address without them.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '') return null;
  if (/^https:\/\/[^/?#\\]+/i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (!forImage && (/^mailto:[^\s]+$/i.test(url) || /^#[\w-]*$/.test(url))) return url;
  return null;
}

/** Attributes the server's sanitizer adds itself (lazy pictures, links leaving the site in a new tab). */
const ADDED = ['loading', 'target', 'rel'];

/**
 * Whether the server stored the editor's HTML as it was, but for how it writes it (`<img />` or `<img>`, the
 * attributes it adds itself): false when its sanitizer dropped or changed something.
 */
export function sameHtml(sent: string, stored: string): boolean {
  const norm = (html: string) => {
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    for (const el of Array.from(doc.body.querySelectorAll('*'))) for (const a of ADDED) el.removeAttribute(a);
    return doc.body.innerHTML;
  };
  return norm(sent) === norm(stored);
}
