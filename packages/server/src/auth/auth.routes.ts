import type { OperationHandlers } from '../http/contract.js';
import type { AuthService } from './auth.service.js';
import { principalOf } from './authenticate.hook.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export function authHandlers(
  auth: AuthService,
  throttle: SignInThrottle,
): Pick<OperationHandlers, 'login' | 'logout'> {
  return {
    login: async (request) =>
      throttle.guard(request.body.email, request.ip, () =>
        auth.login(request.body.email, request.body.password),
      ),
    logout: async (request) => {
      await auth.logout(principalOf(request));
      return { message: 'Successfully logged out' };
    },
  };
}
