import type { Result } from '@torque/domain';
import { badRequest } from '../http/http-error.js';

/** A domain rule's refusal becomes a 400 with its plain message. */
export function valueOr400<T>(result: Result<T, string>): T {
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}

/** The list envelope of the catalogue: everything in one page (these lists are short). */
export const wholePage = <T>(data: T[]) => ({
  data,
  response: 'Success',
  total: data.length,
  size: data.length,
  page: 0,
});
