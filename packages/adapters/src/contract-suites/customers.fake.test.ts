import { customersContract, customersState } from './customers.suite.js';

customersContract(() => {
  const server = customersState();
  return { gateway: server, server };
});
