import { badRequest } from '../http/http-error.js';

/** 10 MiB: a phone photo or a scanned repair estimate, not a video. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const FILE_TYPE_NOT_ALLOWED = 'Only images, PDF, text and Office documents may be uploaded.';
export const FILE_EMPTY = 'The file is empty.';
export const FILE_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
export const fileContentMismatch = (name: string, type: string): string =>
  `The file ${name} is not a valid ${type} file.`;

type Sniff = (bytes: Buffer) => boolean;

const startsWith =
  (...signature: number[]): Sniff =>
  (bytes) =>
    bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Buffer, from: number, to: number): string =>
  bytes.subarray(from, to).toString('latin1');

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04); // docx, xlsx, pptx are zip packages
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1); // doc, xls, ppt
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'mif1', 'msf1'];

/** Text is UTF-8 without NUL bytes (a NUL means a binary file under a text name). */
const isText: Sniff = (bytes) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

type FileType = { readonly extensions: readonly string[]; readonly sniff: Sniff };

/** The allow-list: each type, the name endings it may have, and how its content must begin. */
const ALLOWED: Readonly<Record<string, FileType>> = {
  'image/png': { extensions: ['png'], sniff: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], sniff: startsWith(0xff, 0xd8, 0xff) },
  'image/gif': { extensions: ['gif'], sniff: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)) },
  'image/webp': {
    extensions: ['webp'],
    sniff: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  'image/heic': {
    extensions: ['heic', 'heif'],
    sniff: (b) => ascii(b, 4, 8) === 'ftyp' && HEIF_BRANDS.includes(ascii(b, 8, 12)),
  },
  'application/pdf': { extensions: ['pdf'], sniff: (b) => ascii(b, 0, 5) === '%PDF-' },
  'text/plain': { extensions: ['txt', 'text', 'log'], sniff: isText },
  'text/csv': { extensions: ['csv'], sniff: isText },
  'application/msword': { extensions: ['doc'], sniff: OLE },
  'application/vnd.ms-excel': { extensions: ['xls'], sniff: OLE },
  'application/vnd.ms-powerpoint': { extensions: ['ppt'], sniff: OLE },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['docx'],
    sniff: ZIP,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extensions: ['xlsx'], sniff: ZIP },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extensions: ['pptx'],
    sniff: ZIP,
  },
};

/** Browsers send these when they do not know a type: the name's ending decides then. */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

export type AcceptedFile = { readonly contentType: string; readonly extension: string };

const extensionOf = (name: string): string => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const typeOfExtension = (extension: string): string | undefined =>
  Object.keys(ALLOWED).find((type) => ALLOWED[type]!.extensions.includes(extension));

/**
 * Decides what a file is from its declared type, its name's ending and its first bytes; all three
 * must agree with one allowed type. The declared type alone is never trusted: a renamed
 * executable or an HTML page sent as text/plain is refused.
 */
export function acceptFile(name: string, declaredType: string, bytes: Buffer): AcceptedFile {
  if (bytes.length === 0) throw badRequest(FILE_EMPTY);
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  const extension = extensionOf(name);
  const contentType = UNKNOWN_TYPES.includes(declared) ? typeOfExtension(extension) : declared;
  const allowed = contentType === undefined ? undefined : ALLOWED[contentType];
  if (!allowed || !allowed.extensions.includes(extension)) throw badRequest(FILE_TYPE_NOT_ALLOWED);
  if (!allowed.sniff(bytes)) throw badRequest(fileContentMismatch(name, contentType!));
  return { contentType: contentType!, extension };
}

/** The name shown for the file: its last path segment, without control characters, at most 200 long. */
export function displayFileName(clientName: string): string {
  const last = clientName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return 'file';
  if (clean.length <= 200) return clean;
  const extension = extensionOf(clean);
  return extension ? `${clean.slice(0, 199 - extension.length)}.${extension}` : clean.slice(0, 200);
}
