import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/** What a part's reader does with each element: names without their namespace prefix (`x:row` is `row`). */
export type XmlHandlers = {
  readonly open?: (name: string, attributes: Readonly<Record<string, string>>) => void;
  readonly close?: (name: string) => void;
  readonly text?: (text: string) => void;
};

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * A SAX parser over the handlers. saxes expands only XML's own five entities (no DTD), so a part
 * cannot grow itself while it is parsed; malformed XML throws from `write`.
 */
export function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser({ position: false });
  const { open, close, text } = handlers;
  if (open)
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Record<string, string>));
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  return parser;
}

/** Parses a whole (small) part through the handlers. */
export async function readXmlPart(part: Readable, handlers: XmlHandlers): Promise<void> {
  const parser = xmlParser(handlers);
  for await (const chunk of part) parser.write(chunk as string);
  parser.close();
}

/** An attribute by its local name, whatever its prefix (`r:id` and `id` both answer `id`). */
export const attributeOf = (attributes: Readonly<Record<string, string>>, name: string): string | undefined =>
  attributes[name] ??
  Object.entries(attributes).find(([key]) => key.includes(':') && localName(key) === name)?.[1];
