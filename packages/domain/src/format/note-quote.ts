/**
 * A customer's words quoted in an internal note, between double quotes. Notes are HTML (they are shown
 * sanitised), so the words are escaped: "<img src=x>" reads as the customer typed it, never as a broken
 * image or markup that swallows the rest of the quote.
 */
export function quoteInNote(words: string): string {
  const escaped = words.trim().replace(/[&<>]/g, (mark) => HTML_ESCAPES[mark as keyof typeof HTML_ESCAPES]);
  return `"${escaped}"`;
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' } as const;
