import { plannersContract } from './planners.suite.js';

plannersContract((server) => ({ gateway: server }));
