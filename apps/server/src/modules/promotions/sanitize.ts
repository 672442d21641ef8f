/**
 * Strict allow-list HTML sanitizer for operator promotion content (DESIGN.md: "Promotion HTML from operators is
 * sanitized before it is shown"). Rebuilds the markup from tokens instead of patching it: only the tags below survive,
 * only the attributes listed for them, link and image URLs only with safe schemes, every text and attribute value
 * re-escaped, and tags closed in order. Anything it does not understand becomes escaped text.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], b: [], strong: [], i: [], em: [], u: [], s: [], small: [], sup: [], sub: [], span: [], div: [],
  h2: [], h3: [], h4: [], ul: [], ol: [], li: [], blockquote: [],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
};
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'noembed', 'noframes', 'plaintext']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(s: string): string {
  return s.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));?/gi, (m, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec || hex) {
      const cp = dec ? Number(dec) : parseInt(hex!, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    return NAMED[name!.toLowerCase()] ?? m;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** Text between tags, re-escaped; entities already in it are decoded first so nothing is escaped twice. */
const text = (s: string) => escapeText(decodeEntities(s));

/** http(s), mailto, site-relative paths and fragments; never javascript:, data:, vbscript: or protocol-relative. */
function safeUrl(raw: string, forImage: boolean): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so compare without them.
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\//i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (!forImage && (/^mailto:/i.test(url) || /^#[\w-]*$/.test(url))) return url;
  return null;
}

function attributes(tag: string, raw: string): string {
  const allowed = ALLOWED[tag]!;
  const out: string[] = [];
  const seen = new Set<string>();
  /** Links leaving the site open in a new tab without access to this one. */
  let linked = false;
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src');
      if (url === null) continue;
      value = url;
      linked = /^https?:/i.test(url);
    } else if (name === 'colspan' || name === 'rowspan' || name === 'width' || name === 'height') {
      if (!/^\d{1,4}$/.test(value)) continue;
    } else value = decodeEntities(value);
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && linked) out.push(' target="_blank" rel="noopener noreferrer nofollow"');
  if (tag === 'img') out.push(' loading="lazy"');
  return out.join('');
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  /** Inside a dropped element: the tag name whose end tag resumes output. */
  let dropping: string | null = null;
  let last = 0;
  for (const m of html.matchAll(TOKEN)) {
    const before = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (dropping === null && before) out.push(text(before));
    const [, slash, rawName, rawAttrs] = m;
    if (rawName === undefined) continue; // comment, doctype, CDATA, processing instruction: dropped
    const tag = rawName.toLowerCase();
    if (dropping !== null) {
      if (slash && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!slash && !/\/\s*$/.test(rawAttrs ?? '')) dropping = tag;
      continue;
    }
    if (!(tag in ALLOWED)) continue;
    if (slash) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()!}>`);
      continue;
    }
    out.push(`<${tag}${attributes(tag, rawAttrs ?? '')}>`);
    if (!VOID.has(tag)) open.push(tag);
  }
  if (dropping === null) out.push(text(html.slice(last)));
  while (open.length) out.push(`</${open.pop()!}>`);
  return out.join('');
}
