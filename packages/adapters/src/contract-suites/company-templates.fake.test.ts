import { companyTemplatesContract, companyTemplatesState } from './company-templates.suite.js';

companyTemplatesContract(() => {
  const server = companyTemplatesState();
  return { gateway: server, server };
});
