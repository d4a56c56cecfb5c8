import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';

/** PUT /api/svc-message-instance/archive with message_instance_id (spec 1 §7). */
export interface MessageArchive {
  archive(messageInstanceId: number): Promise<Result<void, AppError>>;
}
