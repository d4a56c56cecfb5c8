import { notice, type AppError, type Result } from '@torque/domain';
import { showFailure, showNotice } from '../../ui/notices';

/** Spec 2 §8 success words for a change. */
export const UPDATED = 'Successfully Updated';

/** Shows the answer of a change: its success notice, or the server's plain message. */
export function reportChange<T>(
  answer: Result<T, AppError>,
  message = UPDATED,
): answer is { ok: true; value: T } {
  if (answer.ok) showNotice(notice({ message, tone: 'success' }));
  else showFailure(answer.error);
  return answer.ok;
}
