import { CLASSIFICATION_MEANINGS } from './classification-code.js';

/**
 * Spec 2 §9 complaint categories. Each is also a classification code, so the meaning is the
 * classification table's (CQ is also the GM hand-off parameter, spec 1 §7).
 */
export const COMPLAINT_CATEGORIES = ['CC', 'CQ', 'TU', 'VI'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_MEANINGS: Readonly<Record<ComplaintCategory, string>> = {
  CC: CLASSIFICATION_MEANINGS.CC,
  CQ: CLASSIFICATION_MEANINGS.CQ,
  TU: CLASSIFICATION_MEANINGS.TU,
  VI: CLASSIFICATION_MEANINGS.VI,
};

export const isComplaintCategory = (code: string): code is ComplaintCategory =>
  (COMPLAINT_CATEGORIES as readonly string[]).includes(code);

export const complaintCategoryMeaning = (code: string): string | undefined =>
  isComplaintCategory(code) ? COMPLAINT_CATEGORY_MEANINGS[code] : undefined;
