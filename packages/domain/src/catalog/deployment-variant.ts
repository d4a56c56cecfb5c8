/**
 * Spec 1 §1: the product runs as a maintenance brand, an agent brand or a dealer-group brand (or an
 * unknown one), detected from the host name or a stored url value. Some code lists differ by variant.
 */
export const DEPLOYMENT_VARIANTS = ['maintenance', 'agent', 'dealer-group'] as const;
export type DeploymentVariant = (typeof DEPLOYMENT_VARIANTS)[number];

/** A variant that could not be detected behaves as the common product. */
export type DeploymentVariantOrUnknown = DeploymentVariant | 'unknown';
