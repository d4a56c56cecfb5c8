/** One dollar-brace expression of a body: `${ path }` from `start` up to (not including) `end`. */
export type PlaceholderMatch = { readonly start: number; readonly end: number; readonly path: string };

const BLANK = /\s/;

/**
 * Every dollar-brace expression of a body, left to right: `${`, then text without braces, then `}`;
 * blanks around the path are tolerated, a blank inside it is not (`${ a b }` is no placeholder).
 *
 * Written as a scan rather than a regular expression because the pattern `\$\{\s*([^{}\s]*)\s*\}`
 * backtracked quadratically on `${` and many blanks (issue 28). Each character is looked at a bounded
 * number of times: after a `${` the scan stops at the first brace, and the next search starts there.
 */
export function scanPlaceholders(body: string): PlaceholderMatch[] {
  const found: PlaceholderMatch[] = [];
  let from = 0;
  for (;;) {
    const start = body.indexOf('${', from);
    if (start < 0) return found;
    let end = start + 2;
    while (end < body.length && body[end] !== '{' && body[end] !== '}') end += 1;
    if (end === body.length) return found;
    if (body[end] === '}') {
      const path = body.slice(start + 2, end).trim();
      if (!BLANK.test(path)) found.push({ start, end: end + 1, path });
      from = end + 1;
    } else {
      // A '{' ends the candidate; it may itself open the next '${'.
      from = end - 1;
    }
  }
}
