import type { AppError } from '../errors/app-error.js';

/** Spec 1 §2 and §9: at most 3 chat boxes may be open at once. */
export const MAX_CHAT_BOXES = 3;

export type ChatBoxLimitError = AppError & { readonly code: 'CHAT_BOX_LIMIT' };

/** Spec 1 §8: opening a fourth chat box. */
export const chatBoxLimitError = (): ChatBoxLimitError => ({
  code: 'CHAT_BOX_LIMIT',
  title: 'Limitation',
  message: 'No more than 3 chat boxes allowed at a time',
  tone: 'warning',
});
