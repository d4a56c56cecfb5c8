import type { TemplateContext } from './template-context.js';
import { PLACEHOLDER_PATTERN, isPlaceholderPath, type PlaceholderGroup } from './template-placeholder.js';

/**
 * Replaces each known placeholder with its value from the context, in one pass (a value that itself
 * looks like a placeholder is not expanded again). A known placeholder with no value renders as '' so a
 * customer never reads '${…}'; an unknown expression is left exactly as written so staff can spot it.
 */
export function renderTemplate(body: string, context: TemplateContext): string {
  return body.replace(PLACEHOLDER_PATTERN, (whole: string, path: string) => {
    if (!isPlaceholderPath(path)) return whole;
    const [, group, field] = path.split('.') as [string, PlaceholderGroup, string];
    return (context[group] as Readonly<Record<string, string | undefined>>)[field] ?? '';
  });
}

/** The empty context: every known placeholder renders as ''. */
export const EMPTY_TEMPLATE_CONTEXT: TemplateContext = {
  agent: {},
  contact: {},
  office: {},
  product: {},
  deal: {},
};
