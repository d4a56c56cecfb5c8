import { unreadCountsContract, unreadCountsState } from './unread-counts.suite.js';

unreadCountsContract(() => {
  const server = unreadCountsState();
  return { gateway: server, server };
});
