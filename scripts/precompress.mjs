// Brotli and gzip copies of the built web app's text files, written beside them at build time
// (name.js.br, name.js.gz) so the server sends them as they are (@fastify/static preCompressed)
// instead of compressing on every request. Source maps are left alone: only developer tools read them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** Compresses every compressible file under `dir`; returns the totals [raw, gzip, brotli] in bytes. */
export function precompress(dir) {
  const totals = [0, 0, 0];
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, name);
    if (!COMPRESSIBLE.test(path) || !statSync(path).isFile()) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const gzip = gzipSync(raw, { level: 9 });
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    writeFileSync(`${path}.gz`, gzip);
    writeFileSync(`${path}.br`, brotli);
    totals[0] += raw.length;
    totals[1] += gzip.length;
    totals[2] += brotli.length;
  }
  return totals;
}
