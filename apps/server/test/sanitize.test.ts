import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/modules/promotions/sanitize.js';

describe('promotion HTML sanitizer', () => {
  // Void elements come out as `<br />` / `<img ... />` (sanitize-html's serialization; the same element as `<br>`).
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT src="//evil.js"></SCRIPT>hi', 'hi'],
    ['<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" loading="lazy" />'],
    ['<img src=x onerror=alert(1)>', '<img loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVa&#x53;cript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="https://ok.example/?a=1&amp;b=2" onclick="x()">x</a>', '<a href="https://ok.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<p style="background:url(javascript:alert(1))" class="c">t</p>', '<p>t</p>'],
    ['<style>body{display:none}</style><b>b</b>', '<b>b</b>'],
    ['<iframe src="https://evil"></iframe><svg onload=alert(1)><circle/></svg>t', 't'],
    ['<div><p>open', '<div><p>open</p></div>'],
    // A stray </p> is read as an empty paragraph, as browsers read it.
    ['</p>stray<b>x</i></b>', '<p></p>stray<b>x</b>'],
    ['<!-- <script>x</script> -->c', 'c'],
    // A tag cut off by the end of the input is dropped, as browsers drop it (eof-in-tag), rather than shown as text.
    ['<img src="x" onerror="alert(1)"', ''],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['<p title="x"onmouseover=alert(1)>t</p>', '<p>t</p>'],
    ['<td colspan="2" rowspan="x">c</td>', '<td colspan="2">c</td>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy" />'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps the allowed structure of real promotion content', () => {
    const html = '<h3>Terms</h3><ol><li>One <strong>bonus</strong></li></ol><table><tbody><tr><td>100</td></tr></tbody></table><br><a href="/m/app">app</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Terms</h3><ol><li>One <strong>bonus</strong></li></ol><table><tbody><tr><td>100</td></tr></tbody></table><br /><a href="/m/app">app</a>',
    );
  });

  it('never lets an event handler or script through, whatever the nesting', () => {
    const nasty = '<<script>script>alert(1)<</script>/script><p <img src=x onerror=alert(1)>>x</p><scr<script>ipt>y</script>';
    const out = sanitizeHtml(nasty);
    expect(out).not.toMatch(/<script|onerror=|<img[^>]*on\w+=/i);
  });
});
