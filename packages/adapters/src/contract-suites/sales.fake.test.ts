import { salesContract } from './sales.suite.js';

salesContract((server) => ({ gateway: server }));
