/** How a failure is shown: the spec's notices are 'danger' (red) or 'warning' (amber). */
export type NoticeTone = 'success' | 'warning' | 'danger';

/** A failure the user is told about, with a stable code and the spec's wording. */
export type AppError = {
  readonly code: string;
  readonly message: string;
  readonly tone: NoticeTone;
  readonly title?: string;
  readonly status?: number;
};
