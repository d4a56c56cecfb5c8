import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { PossibleOptOutService } from './possible-opt-out.service.js';

const FSI = 'future-service-interaction-id';

/** Staff's two answers to a possible opt-out (issue 29, point 2). */
export function possibleOptOutHandlers(
  service: PossibleOptOutService,
): Pick<OperationHandlers, 'confirmPossibleOptOut' | 'dismissPossibleOptOut'> {
  return {
    confirmPossibleOptOut: async (request) => service.confirm(principalOf(request), request.query[FSI]),
    dismissPossibleOptOut: async (request) => service.dismiss(principalOf(request), request.query[FSI]),
  };
}
