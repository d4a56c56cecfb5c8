import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';
import { sanitizeHtml } from './sanitize';

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
