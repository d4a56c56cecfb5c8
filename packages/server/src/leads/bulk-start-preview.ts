import type { Schemas } from '../http/contract.js';
import type { OutboundPlan } from './outbound-text.js';

type PlannedStart = {
  readonly plan: OutboundPlan;
  /** The forced-conversation warning the start meets, null when none. */
  readonly warning: string | null;
};

/**
 * Why a bulk start leaves a lead out, null when it texts it: the forced-conversation warning (already
 * in conversation) first, then the plan's block (opted out, no textable mobile number). bulk() and its
 * preview both ask this, so the confirmation never disagrees with the start.
 */
export function leftOutBecause(planned: PlannedStart): string | null {
  return planned.warning ?? planned.plan.blockedReason;
}

/** The confirmation of a bulk start from each lead's planned first text, in the order asked. */
export function bulkStartPreview(
  planned: readonly (PlannedStart & { readonly lead: Schemas['Lead'] })[],
): Schemas['BulkStartPreview'] {
  const texted = planned.filter((one) => leftOutBecause(one) === null);
  const held = texted
    .filter(({ plan }) => plan.notBefore.getTime() > plan.at.getTime())
    .map(({ plan }) => plan.notBefore.getTime());
  return {
    willText: texted.length,
    scheduledFor: held.length === 0 ? null : new Date(Math.max(...held)).toISOString(),
    sampleText: texted[0]?.plan.text ?? null,
    excluded: planned.flatMap((one) => {
      const reason = leftOutBecause(one);
      if (reason === null) return [];
      const customer = one.lead.customerMaster;
      const customerName = `${customer.firstName} ${customer.lastName}`.trim();
      return [{ futureServiceInteractionId: one.lead.id, customerName, reason }];
    }),
  };
}
