import { scanPlaceholders } from './placeholder-scan.js';
import type { TemplateContext } from './template-context.js';
import { isPlaceholderPath, type PlaceholderGroup } from './template-placeholder.js';

/**
 * Replaces each known placeholder with its value from the context, in one pass (a value that itself
 * looks like a placeholder is not expanded again). A known placeholder with no value renders as '' so a
 * customer never reads '${…}'; an unknown expression is left exactly as written so staff can spot it.
 */
export function renderTemplate(body: string, context: TemplateContext): string {
  const parts: string[] = [];
  let copied = 0;
  for (const { start, end, path } of scanPlaceholders(body)) {
    if (!isPlaceholderPath(path)) continue;
    const [, group, field] = path.split('.') as [string, PlaceholderGroup, string];
    parts.push(
      body.slice(copied, start),
      (context[group] as Readonly<Record<string, string | undefined>>)[field] ?? '',
    );
    copied = end;
  }
  parts.push(body.slice(copied));
  return parts.join('');
}

/** The empty context: every known placeholder renders as ''. */
export const EMPTY_TEMPLATE_CONTEXT: TemplateContext = {
  agent: {},
  contact: {},
  office: {},
  product: {},
  deal: {},
};
