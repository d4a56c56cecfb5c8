import {
  autoResponseFailure,
  err,
  leadSubmissionFailure,
  type AppError,
  type EmailAutoResponse,
  type EmailAutoResponseGateway,
  type LeadSubmission,
  type LeadSubmissionGateway,
  type Result,
} from '@torque/domain';
import type { ApiAnswer } from './call-api.js';
import { acknowledged, defined } from './acknowledged.js';
import type { PublicApiClient } from './public-api-client.js';

/**
 * A public page shows one fixed sentence for any refusal (spec 1 §8); an answer that cannot be read
 * still becomes the clear malformed-answer error. No session is involved, so no 401 signs anyone out.
 */
async function publicCall(
  request: () => Promise<ApiAnswer>,
  refusal: (status?: number, serverMessage?: string) => AppError,
): Promise<Result<void, AppError>> {
  const done = await acknowledged(request, {});
  if (done.ok || done.error.code === 'MALFORMED_RESPONSE') return done;
  return err(refusal(done.error.status, done.error.message));
}

/** The public lead form: any refusal reads 'Lead Failed to Submit.' (a 429 adds when to retry). */
export class HttpLeadSubmissionGateway implements LeadSubmissionGateway {
  constructor(private readonly client: PublicApiClient) {}

  submit(submission: LeadSubmission): Promise<Result<void, AppError>> {
    return publicCall(
      () => this.client.POST('/api/lead-submission', { body: { ...submission } }),
      leadSubmissionFailure,
    );
  }
}

/** The e-mail auto-response page: any refusal reads 'There is some problem. Please try after some time.'. */
export class HttpEmailAutoResponseGateway implements EmailAutoResponseGateway {
  constructor(private readonly client: PublicApiClient) {}

  record(response: EmailAutoResponse): Promise<Result<void, AppError>> {
    return publicCall(
      () => this.client.GET('/api/email/autoResponse', { params: { query: defined({ ...response }) } }),
      autoResponseFailure,
    );
  }
}
