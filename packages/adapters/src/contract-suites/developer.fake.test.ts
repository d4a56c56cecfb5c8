import { developerContract } from './developer.suite.js';

developerContract((server) => ({ gateway: server }));
