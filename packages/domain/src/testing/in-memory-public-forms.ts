import type { AppError } from '../errors/app-error.js';
import { LeadSubmissionSchema, type LeadSubmission } from '../forms/lead-submission.schema.js';
import { leadSubmissionFailure, type LeadSubmissionGateway } from '../leads/lead-submission-gateway.port.js';
import {
  autoResponseFailure,
  type EmailAutoResponse,
  type EmailAutoResponseGateway,
} from '../messaging/email-auto-response-gateway.port.js';
import { err, ok, type Result } from '../shared/result.js';
import { FailureQueue } from './server-rejection.js';

/** The public lead form's server in memory: a submission off the contract is refused as the page shows it. */
export class InMemoryLeadSubmissionGateway implements LeadSubmissionGateway {
  readonly #failures = new FailureQueue<'submit'>();
  readonly submissions: LeadSubmission[] = [];

  failNext(error: AppError = leadSubmissionFailure(500)): void {
    this.#failures.failNext('submit', error);
  }

  async submit(submission: LeadSubmission): Promise<Result<void, AppError>> {
    const refused =
      this.#failures.take('submit') ??
      (LeadSubmissionSchema.safeParse(submission).success ? undefined : leadSubmissionFailure(400));
    if (refused) return err(refused);
    this.submissions.push(submission);
    return ok(undefined);
  }
}

/**
 * E-mail auto-responses in memory: the link's token must be one the server issued (`issue`); an unknown
 * token fails as the page shows it ('There is some problem. Please try after some time.').
 */
export class InMemoryEmailAutoResponseGateway implements EmailAutoResponseGateway {
  readonly #failures = new FailureQueue<'record'>();
  readonly #tokens = new Set<string>();
  readonly responses: EmailAutoResponse[] = [];

  issue(token: string): void {
    this.#tokens.add(token);
  }

  failNext(error: AppError = autoResponseFailure(500)): void {
    this.#failures.failNext('record', error);
  }

  async record(response: EmailAutoResponse): Promise<Result<void, AppError>> {
    const refused =
      this.#failures.take('record') ??
      (this.#tokens.has(response.token) ? undefined : autoResponseFailure(404));
    if (refused) return err(refused);
    this.responses.push(response);
    return ok(undefined);
  }
}
