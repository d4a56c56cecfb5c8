import { settingsContract } from './settings.suite.js';

settingsContract((server) => ({ gateway: server }));
