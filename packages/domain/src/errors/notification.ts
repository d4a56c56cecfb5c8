import type { NoticeTone } from './app-error.js';

/** Spec 1 §8 notification helper defaults: top-right, 4500 ms, title 'Message'. */
export const NOTIFICATION_DURATION_MS = 4500;
export const DEFAULT_NOTICE_TITLE = 'Message';
export const DEFAULT_NOTICE_MESSAGE = 'Server is not responding';

export type Notice = {
  readonly title: string;
  readonly message: string;
  readonly tone: NoticeTone;
  readonly durationMs: number;
};

export function notice(input: { title?: string; message?: string; tone?: NoticeTone } = {}): Notice {
  return {
    title: input.title ?? DEFAULT_NOTICE_TITLE,
    message: input.message ?? DEFAULT_NOTICE_MESSAGE,
    tone: input.tone ?? 'success',
    durationMs: NOTIFICATION_DURATION_MS,
  };
}
