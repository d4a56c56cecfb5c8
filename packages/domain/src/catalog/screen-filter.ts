import type { DeploymentVariantOrUnknown } from './deployment-variant.js';

/**
 * Spec 2 §9 screen filter options. Values name the lead searches they pick (spec 2 §7: leadManager, gi,
 * contact-later, follow-up); the spec gives labels only.
 */
export const SCREEN_FILTERS = [
  { value: 'leadManager', label: 'Lead Manager' },
  { value: 'gi', label: 'GI' },
  { value: 'contactLater', label: 'Contact later' },
  { value: 'followUp', label: 'Follow up' },
] as const;
export type ScreenFilter = (typeof SCREEN_FILTERS)[number]['value'];
export type ScreenFilterOption = (typeof SCREEN_FILTERS)[number];

/**
 * "Lead Manager (hidden in one deployment)": the spec does not say which. We hide it on the agent brand,
 * whose staff work from the global inbox (GI) while the AI agent keeps the lead manager itself.
 */
export const LEAD_MANAGER_FILTER_HIDDEN_IN: DeploymentVariantOrUnknown = 'agent';

export function screenFilterOptions(variant: DeploymentVariantOrUnknown): readonly ScreenFilterOption[] {
  return variant === LEAD_MANAGER_FILTER_HIDDEN_IN
    ? SCREEN_FILTERS.filter((option) => option.value !== 'leadManager')
    : SCREEN_FILTERS;
}
