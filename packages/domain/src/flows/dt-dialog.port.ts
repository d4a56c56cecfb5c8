import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { DtDialogPayload } from './dt-dialog.payload.js';

/** The date-time dialogue call (spec 1 §7; its path is not shown). */
export interface DtDialogGateway {
  send(payload: DtDialogPayload): Promise<Result<void, AppError>>;
}
