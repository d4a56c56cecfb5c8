import { customTemplatesContract, customTemplatesState } from './custom-templates.suite.js';

customTemplatesContract(() => {
  const server = customTemplatesState();
  return { gateway: server, server };
});
