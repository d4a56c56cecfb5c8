import { marksContract, marksState } from './marks.suite.js';

marksContract(() => {
  const { leads, server } = marksState();
  return { gateway: server, leads };
});
