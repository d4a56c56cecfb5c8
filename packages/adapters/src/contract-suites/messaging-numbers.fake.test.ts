import { messagingNumbersContract } from './messaging-numbers.suite.js';

messagingNumbersContract((server) => ({ gateway: server }));
