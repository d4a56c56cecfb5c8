import type { ComplaintCategory } from '../catalog/complaint-category.js';

/** Spec 1 §7: the GM hand-off from the options popover is sent with the parameter CQ. */
export const GM_HANDOFF_PARAMETER: ComplaintCategory = 'CQ';

/** The notice after a hand-off from the options popover (the spec's generic success notice). */
export const HANDOFF_DONE = 'Successfully Updated';
