import { InMemoryAuthGateway, sampleUserSession } from '@torque/domain/testing';
import { authContract } from './auth.suite.js';

authContract(async () => {
  const gateway = new InMemoryAuthGateway();
  const account = { email: 'office_user@torque.demo', password: 'torque-demo' };
  gateway.addAccount(account.email, account.password, sampleUserSession());
  gateway.offerDemo(account);
  return { gateway, account, keep: () => undefined };
});
