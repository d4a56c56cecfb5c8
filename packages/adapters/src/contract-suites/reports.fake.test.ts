import { reportsContract } from './reports.suite.js';

reportsContract((server) => ({ gateway: server }));
