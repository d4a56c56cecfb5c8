import type { OperationHandlers } from '../http/contract.js';
import type { AuthService } from './auth.service.js';
import { principalOf } from './authenticate.hook.js';

export function authHandlers(auth: AuthService): Pick<OperationHandlers, 'login' | 'logout'> {
  return {
    login: async (request) => auth.login(request.body.email, request.body.password),
    logout: async (request) => {
      await auth.logout(principalOf(request));
      return { message: 'Successfully logged out' };
    },
  };
}
