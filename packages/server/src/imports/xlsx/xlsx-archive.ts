import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_UNPACKED_TOO_LARGE, IMPORT_UNREADABLE } from '@torque/domain';
import { badRequest } from '../../http/http-error.js';

/** The parts of an .xlsx (a zip of XML) read one at a time, each as a stream of text. */
export type XlsxArchive = {
  /** The part's text as it is inflated, or undefined when the archive has no such part. */
  readonly part: (name: string) => Promise<Readable | undefined>;
  readonly close: () => void;
};

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    // validateEntrySizes: a part that inflates past the size its directory entry declares fails.
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

const directoryOf = (zip: ZipFile) =>
  new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      // Two parts of one name: which one a reader takes is up to the reader, so none is taken.
      if (entries.has(entry.fileName)) reject(badRequest(IMPORT_UNREADABLE));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

/**
 * Opens an .xlsx by its central directory. The parts read are counted by their declared unpacked
 * size (which the inflater holds them to) before any is inflated, so a zip bomb is refused with
 * IMPORT_UNPACKED_TOO_LARGE having cost nothing.
 */
export async function openXlsxArchive(path: string, maxUnpackedBytes: number): Promise<XlsxArchive> {
  const zip = await openZip(path);
  try {
    const entries = await directoryOf(zip);
    let unpacked = 0;
    return {
      part: async (name) => {
        const entry = entries.get(name);
        if (!entry) return undefined;
        unpacked += entry.uncompressedSize;
        if (unpacked > maxUnpackedBytes) throw badRequest(IMPORT_UNPACKED_TOO_LARGE);
        const stream = await new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
        );
        return stream.setEncoding('utf8');
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
