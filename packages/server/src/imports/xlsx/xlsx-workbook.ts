import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { IMPORT_UNREADABLE } from '@torque/domain';
import { badRequest } from '../../http/http-error.js';
import type { XlsxArchive } from './xlsx-archive.js';
import { isDateFormat } from './xlsx-number-format.js';
import { attributeOf, readXmlPart } from './xlsx-xml.js';
import { unescapeXlsx } from './xlsx-cell.js';

/** What reading a sheet's cells needs from the rest of the workbook. */
export type XlsxWorkbook = {
  /** The first sheet's part, the one an import reads. */
  readonly sheetPart: string;
  readonly sharedStrings: readonly string[];
  /** By cell style index: whether a number in that style is a date. */
  readonly dateStyles: readonly boolean[];
  readonly epoch1904: boolean;
};

const unreadable = () => badRequest(IMPORT_UNREADABLE);

/** Relationship targets by id and by type (`worksheet`, `sharedStrings`, `styles`), as part names. */
async function relationships(part: Readable) {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  await readXmlPart(part, {
    open: (name, attributes) => {
      const { Id: id, Type: type, Target: target } = attributes;
      if (name !== 'Relationship' || !id || !type || !target) return;
      // Targets are relative to xl/, or absolute within the archive.
      const path = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
      byId.set(id, path);
      byType.set(type.slice(type.lastIndexOf('/') + 1), path);
    },
  });
  return { byId, byType };
}

async function firstSheet(part: Readable) {
  let sheetId: string | undefined;
  let epoch1904 = false;
  await readXmlPart(part, {
    open: (name, attributes) => {
      if (name === 'workbookPr') epoch1904 = ['1', 'true'].includes(attributes['date1904'] ?? '');
      if (name === 'sheet' && sheetId === undefined) sheetId = attributeOf(attributes, 'id');
    },
  });
  return { sheetId, epoch1904 };
}

async function dateStylesOf(part: Readable | undefined): Promise<boolean[]> {
  if (!part) return [];
  const codes = new Map<number, string>();
  const baseFormats: number[] = [];
  const formats: number[] = [];
  let list: 'base' | 'cell' | undefined;
  await readXmlPart(part, {
    open: (name, attributes) => {
      if (name === 'numFmt') codes.set(Number(attributes['numFmtId']), attributes['formatCode'] ?? '');
      else if (name === 'cellStyleXfs') list = 'base';
      else if (name === 'cellXfs') list = 'cell';
      else if (name === 'xf' && list === 'base') baseFormats.push(Number(attributes['numFmtId'] ?? NaN));
      else if (name === 'xf' && list === 'cell')
        // A cell style without its own number format takes its base style's.
        formats.push(Number(attributes['numFmtId'] ?? baseFormats[Number(attributes['xfId'])] ?? NaN));
    },
    close: (name) => {
      if (name === 'cellStyleXfs' || name === 'cellXfs') list = undefined;
    },
  });
  return formats.map((id) => !Number.isNaN(id) && isDateFormat(id, codes.get(id)));
}

async function sharedStringsOf(part: Readable | undefined): Promise<string[]> {
  if (!part) return [];
  const strings: string[] = [];
  let item: string | undefined;
  let inText = false;
  let inPhonetic = false;
  await readXmlPart(part, {
    open: (name) => {
      if (name === 'si') item = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') strings.push(unescapeXlsx(item ?? ''));
    },
    // The text runs of a rich string join up; a phonetic reading (furigana) is not the text.
    text: (text) => {
      if (inText && !inPhonetic && item !== undefined) item += text;
    },
  });
  return strings;
}

/** Reads the workbook's parts around its first sheet; a missing or broken part is IMPORT_UNREADABLE. */
export async function readXlsxWorkbook(archive: XlsxArchive): Promise<XlsxWorkbook> {
  const rels = await archive.part('xl/_rels/workbook.xml.rels');
  const workbook = await archive.part('xl/workbook.xml');
  if (!rels || !workbook) throw unreadable();
  const { byId, byType } = await relationships(rels);
  const { sheetId, epoch1904 } = await firstSheet(workbook);
  const sheetPart = sheetId === undefined ? undefined : byId.get(sheetId);
  if (!sheetPart) throw unreadable();
  const styles = byType.get('styles');
  const dateStyles = await dateStylesOf(styles === undefined ? undefined : await archive.part(styles));
  const strings = byType.get('sharedStrings');
  const sharedStrings = await sharedStringsOf(
    strings === undefined ? undefined : await archive.part(strings),
  );
  return { sheetPart, sharedStrings, dateStyles, epoch1904 };
}
