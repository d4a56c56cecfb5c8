import { importsContract } from './imports.suite.js';

importsContract((server) => ({ gateway: server }));
