/** The browsers' words for a code chunk that did not arrive (Chromium, Firefox, Safari; Vite's preload). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload/i;

export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
