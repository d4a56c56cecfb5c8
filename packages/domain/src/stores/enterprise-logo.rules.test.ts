import { describe, expect, it } from 'vitest';
import {
  checkLogo,
  LOGO_EMPTY,
  LOGO_NOT_AN_IMAGE,
  LOGO_TOO_LARGE,
  logoTypeOf,
  MAX_LOGO_BYTES,
} from './enterprise-logo.rules.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => Uint8Array.from(value, (c) => c.charCodeAt(0));
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('enterprise logos', () => {
  it('tells the four image kinds by their first bytes', () => {
    expect(logoTypeOf(PNG)).toBe('image/png');
    expect(logoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(logoTypeOf(text('GIF89a....'))).toBe('image/gif');
    expect(logoTypeOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML and text, whatever they are called', () => {
    for (const content of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<html>',
      'logo',
    ])
      expect(checkLogo(text(content))).toEqual({ ok: false, error: LOGO_NOT_AN_IMAGE });
  });

  it('refuses an empty file and one over the limit with a plain message', () => {
    expect(checkLogo(new Uint8Array())).toEqual({ ok: false, error: LOGO_EMPTY });
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    expect(checkLogo(big)).toEqual({ ok: false, error: LOGO_TOO_LARGE });
    expect(checkLogo(big.subarray(0, MAX_LOGO_BYTES))).toEqual({ ok: true, value: 'image/png' });
  });
});
