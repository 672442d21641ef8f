// HTML the server writes itself (game, lottery, gateway and simulator pages, generated SVG art): one escaping rule.

/** Text or an attribute value: the five characters that could end or open markup, as numeric entities. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A value as JSON inside a <script type="application/json"> data block: `<` escaped so no value can close the
 * element; bigints (minor units) as strings.
 */
export const scriptJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)).replace(/</g, '\\u003c');
