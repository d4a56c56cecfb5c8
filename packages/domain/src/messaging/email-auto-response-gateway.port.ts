import type { AppError } from '../errors/app-error.js';
import { AUTO_RESPONSE_PROBLEM } from '../routing/public-page-params.js';
import type { Result } from '../shared/result.js';

/** How a failed auto-response reads on the page (spec 1 §2, §8). */
export const autoResponseFailure = (status?: number): AppError => ({
  code: 'AUTO_RESPONSE_FAILED',
  message: AUTO_RESPONSE_PROBLEM,
  tone: 'warning',
  ...(status === undefined ? {} : { status }),
});

/** The /email/autoResponse page's query, as the call takes it (emailId is one variant's extra). */
export type EmailAutoResponse = {
  readonly token: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly message: string;
  readonly key: string;
  readonly emailId?: string;
};

/**
 * Records a customer's e-mail auto-response; sent without an auth header (spec 1 §2). Success shows
 * 'Thanks for your response!', failure 'There is some problem. Please try after some time.'.
 */
export interface EmailAutoResponseGateway {
  record(response: EmailAutoResponse): Promise<Result<void, AppError>>;
}
