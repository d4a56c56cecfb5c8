/** A test fixture imported as text with vitest's `?raw` (consent-corpus.test.ts). */
declare module '*.tsv?raw' {
  const text: string;
  // eslint-disable-next-line no-restricted-syntax -- vitest hands a `?raw` import over as its default export
  export default text;
}
