import { swimlaneBridgeContract } from './swimlane-bridge.suite.js';

swimlaneBridgeContract((server) => ({ gateway: server }));
