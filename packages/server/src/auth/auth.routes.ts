import type { OperationHandlers, Schemas } from '../http/contract.js';
import { DEMO_PASSWORD, demoUserEmail } from '../seed/demo-organisation.js';
import type { AuthService } from './auth.service.js';
import { principalOf } from './authenticate.hook.js';
import { isFromThisMachine } from './same-machine.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export function authHandlers(
  auth: AuthService,
  throttle: SignInThrottle,
  demoSignIns: boolean,
): Pick<OperationHandlers, 'login' | 'logout' | 'demoSignIn'> {
  const offer: Schemas['DemoSignIn'] = demoSignIns
    ? { available: true, email: demoUserEmail('SUPER_USER'), password: DEMO_PASSWORD }
    : { available: false };
  return {
    // The super user's password goes only to a browser on the server's own machine (issue 28).
    demoSignIn: async (request) => (isFromThisMachine(request) ? offer : { available: false }),
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
