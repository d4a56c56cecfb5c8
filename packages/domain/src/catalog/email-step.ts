/** Spec 2 §9 e-mail step codes (E1–E3, S1–S2). */
export const EMAIL_STEPS = ['E1', 'E2', 'E3', 'S1', 'S2'] as const;
export type EmailStep = (typeof EMAIL_STEPS)[number];

/** Spec 2 §9 follow-up codes, e.g. the followupType of follow-up/initiate (spec 2 §7). */
export const FOLLOW_UP_CODES = ['FU1', 'FU2', 'FU3', 'FUDT'] as const;
export type FollowUpCode = (typeof FOLLOW_UP_CODES)[number];

export const isEmailStep = (code: string): code is EmailStep =>
  (EMAIL_STEPS as readonly string[]).includes(code);

export const isFollowUpCode = (code: string): code is FollowUpCode =>
  (FOLLOW_UP_CODES as readonly string[]).includes(code);
