/** The first value of a header that may repeat or carry a comma-separated list (as proxies add them). */
export const firstHeaderValue = (header: string | string[] | undefined): string | undefined =>
  // Stryker disable next-line OptionalChaining: split always has a first element; the ?. is for the type checker.
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;
