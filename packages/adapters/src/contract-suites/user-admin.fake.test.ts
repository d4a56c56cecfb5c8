import { userAdminContract } from './user-admin.suite.js';

userAdminContract((server) => ({ gateway: server }));
