import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#app/.server/infrastructure/html-sanitizer.ts';

/** Payloads from the OWASP XSS filter evasion cheat sheet and common editor abuse. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src=//evil.example/x.png>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="https://ok.example" target="_top" onmouseenter=alert(1)>x</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<a href="https://ok.example" xlink:href="javascript:alert(1)">x</a>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
];

/** Anything that could run script or load something we did not allow. */
const dangerous = [
  /<script/i,
  /<\/?(iframe|object|embed|form|input|button|style|svg|math|meta|link|base|video|audio|body|details|template|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /\sstyle\s*=/i,
  /\ssrcset\s*=/i,
  /\sxlink:href/i,
  /src="\/\//i,
  /target="_top"/i,
];

describe('sanitizeRichText against XSS payloads', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);
    for (const pattern of dangerous) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
  });

  it('never lets an <img> without a safe source through', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img src="x" loading="lazy" decoding="async" />');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img onerror=alert(1)>')).toBe('');
  });
});

describe('sanitizeRichText keeps the editorial HTML', () => {
  it('keeps headings (h1 becomes h2), paragraphs, lists, emphasis, quotes and tables', () => {
    const html =
      '<h1>Title</h1><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em> and <b>b</b>.</p>' +
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<table><thead><tr><th scope="col">Metric</th></tr></thead><tbody><tr><td colspan="2">78%</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em> and <b>b</b>.</p>' +
        '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote>' +
        '<table><thead><tr><th scope="col">Metric</th></tr></thead><tbody><tr><td colspan="2">78%</td></tr></tbody></table>',
    );
  });

  it('keeps links with safe protocols and marks them noopener noreferrer', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeRichText('<a href="/contact">us</a>')).toBe('<a href="/contact" rel="noopener noreferrer">us</a>');
    expect(sanitizeRichText('<a href="mailto:hello@brightflow.io">mail</a>')).toContain(
      'href="mailto:hello@brightflow.io"',
    );
  });

  it('keeps images with http(s) or site-relative sources, lazy loaded', () => {
    expect(sanitizeRichText('<img src="/uploads/a.png" alt="Chart" width="600" height="300" class="x">')).toBe(
      '<img src="/uploads/a.png" alt="Chart" width="600" height="300" loading="lazy" decoding="async" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="">')).toContain(
      'src="https://cdn.example/a.png"',
    );
  });

  it('drops script and style content entirely rather than showing it as text', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('is idempotent and handles empty input', () => {
    const once = sanitizeRichText('<p onclick="x()">Hi <a href="https://a.example">a</a><img src=/i.png></p>');
    expect(sanitizeRichText(once)).toBe(once);
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});
