import { repairOrdersContract } from './repair-orders.suite.js';

repairOrdersContract((server) => ({ gateway: server }));
