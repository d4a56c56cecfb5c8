import { storesContract } from './stores.suite.js';

storesContract((server) => ({ gateway: server }));
