import { err, ok, type Result } from '../shared/result.js';

/** 256 KB: a logo shown in a header, not a photo; it travels inside the enterprise's record. */
export const MAX_LOGO_BYTES = 256 * 1024;

export const LOGO_EMPTY = 'The logo file is empty.';
export const LOGO_TOO_LARGE = 'The logo is larger than 256 KB.';
export const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG, JPEG, GIF or WebP image.';

export type LogoType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * What an image is, read from its first bytes (never its name or the type the browser claims).
 * SVG is not on the list on purpose: it is XML that can carry script.
 */
export function logoTypeOf(bytes: Uint8Array): LogoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** A logo is accepted when it is a non-empty image of an allowed type within the size limit. */
export function checkLogo(bytes: Uint8Array): Result<LogoType, string> {
  if (bytes.length === 0) return err(LOGO_EMPTY);
  if (bytes.length > MAX_LOGO_BYTES) return err(LOGO_TOO_LARGE);
  const type = logoTypeOf(bytes);
  return type ? ok(type) : err(LOGO_NOT_AN_IMAGE);
}
