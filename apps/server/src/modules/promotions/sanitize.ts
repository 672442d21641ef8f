import sanitize, { type Attributes, type IOptions, type Transformer } from 'sanitize-html';

/**
 * Strict allow-list HTML sanitizer for operator promotion content (DESIGN.md: "Promotion HTML from operators is
 * sanitized before it is shown"), on sanitize-html: only the tags below survive, only the attributes listed for them,
 * link and image URLs only with safe schemes, every text and attribute value re-escaped, tags closed in order.
 * Comments, styles, classes and event handlers never pass; the elements in DROP_WITH_CONTENT go with all they hold.
 */
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], b: [], strong: [], i: [], em: [], u: [], s: [], small: [], sup: [], sub: [], span: [], div: [],
  h2: [], h3: [], h4: [], ul: [], ol: [], li: [], blockquote: [],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
};
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'noembed', 'noframes', 'plaintext'];
const NUMERIC = new Set(['colspan', 'rowspan', 'width', 'height']);
/** Added by the sanitizer itself, never taken from the input. */
const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' };

/**
 * https, mailto, site-relative paths and fragments; never http: (the site is served over https: no mixed content),
 * javascript:, data:, vbscript:, protocol-relative or a path relative to the page. sanitize-html checks the scheme
 * again; this is the stricter rule it has no option for.
 */
function safeUrl(value: string, forImage: boolean): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so compare without them.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https:\/\//i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url)) return url;
  if (!forImage && (/^mailto:/i.test(url) || /^#[\w-]*$/.test(url))) return url;
  return null;
}

/** Rebuilds a tag's attributes from the allow-list (values arrive entity-decoded; the first of a name wins). */
const allowOnly: Transformer = (tagName, attribs) => {
  const allowed = ALLOWED[tagName] ?? [];
  const out: Attributes = {};
  /** Links leaving the site open in a new tab without access to this one. */
  let external = false;
  for (const [name, value] of Object.entries(attribs)) {
    if (!allowed.includes(name)) continue;
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src');
      if (url === null) continue;
      out[name] = url;
      external = /^https:/i.test(url);
    } else if (!NUMERIC.has(name) || /^\d{1,4}$/.test(value)) out[name] = value;
  }
  if (tagName === 'a' && external) Object.assign(out, LINK_ATTRIBUTES);
  if (tagName === 'img') out.loading = 'lazy';
  return { tagName, attribs: out };
};

const OPTIONS: IOptions = {
  allowedTags: Object.keys(ALLOWED),
  allowedAttributes: {
    ...ALLOWED,
    a: [...ALLOWED.a!, ...Object.keys(LINK_ATTRIBUTES)],
    img: [...ALLOWED.img!, 'loading'],
  },
  allowedClasses: {},
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: Object.fromEntries(Object.keys(ALLOWED).map((tag) => [tag, allowOnly])),
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
