import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';
import { sanitizeHtml, sanitizeMessageHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links but keeps formatting', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>x()</script><a href="javascript:x()">a</a><img src=x onerror=x()>',
    );
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('opens links in a new tab without a handle on this window', () => {
    const clean = sanitizeHtml('<a href="https://example.com">site</a>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('remote images in message HTML', () => {
  const REMOTE = 'https://tracker.example.com/open.gif';

  it('loads nothing by default: no src, srcset, background, poster or CSS url, and counts what it held', () => {
    const { html, blockedImages } = sanitizeMessageHtml(
      `<img src="${REMOTE}" srcset="${REMOTE} 2x" alt="logo"><img src="//cdn.example.com/a.png">` +
        `<table background="${REMOTE}"><tr><td style="background-image: url('${REMOTE}')">x</td></tr></table>` +
        `<p style="color: red">red</p><video poster="${REMOTE}"></video><img src="/user/logout">` +
        `<div style="background: u\\72l(${REMOTE})">esc</div>`,
    );
    expect(html).not.toContain('tracker.example.com');
    expect(html).not.toContain('cdn.example.com');
    expect(html).not.toContain('/user/logout');
    expect(html).not.toMatch(/srcset|background|poster|<video/);
    expect(html).toContain('style="color: red"');
    expect(html).toContain('alt="logo"');
    // The two remote images and the one url() background; the relative one can never be loaded.
    expect(blockedImages).toBe(3);
  });

  it('loads http and https images once staff ask, never relative or other addresses', () => {
    const { html, blockedImages } = sanitizeMessageHtml(
      `<img src="${REMOTE}"><img src="//cdn.example.com/a.png"><img src="/user/logout"><img src="ftp://x.org/a.png">` +
        `<div style="background-image: url('${REMOTE}')">x</div>`,
      { loadRemoteImages: true },
    );
    expect(html).toContain(`src="${REMOTE}"`);
    expect(html).toContain('src="https://cdn.example.com/a.png"');
    expect(html).not.toContain('/user/logout');
    expect(html).not.toContain('ftp:');
    expect(html).toMatch(/style="background-image: url\(.https:\/\/tracker\.example\.com/);
    expect(blockedImages).toBe(0);
  });

  it('keeps images inside the message (data:) in both modes', () => {
    const inline = '<img src="data:image/png;base64,iVBORw0KGgo=">';
    expect(sanitizeMessageHtml(inline)).toEqual({ html: inline, blockedImages: 0 });
  });
});

describe('htmlToPlainText', () => {
  it('turns message HTML into one line of text', () => {
    expect(htmlToPlainText('<p>Hello <b>Maria</b>,</p><p>See you<br>Tuesday</p>')).toBe(
      'Hello Maria, See you Tuesday',
    );
  });

  it('never returns markup or script text', () => {
    expect(htmlToPlainText('Hi<script>alert(1)</script><style>p{}</style>')).toBe('Hi');
  });

  it('reads entities, keeps plain text as it is and drops text nobody sees', () => {
    expect(htmlToPlainText('Oil &amp; filter &lt;today&gt;')).toBe('Oil & filter <today>');
    expect(htmlToPlainText('  Yes,\n  Tuesday  works ')).toBe('Yes, Tuesday works');
    expect(htmlToPlainText('<title>t</title>Ok<svg><text>x</text></svg><img src=x onerror=alert(1)>')).toBe(
      'Ok',
    );
  });
});
