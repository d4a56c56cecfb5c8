import { schedulersContract } from './schedulers.suite.js';

schedulersContract((server) => ({ gateway: server }));
