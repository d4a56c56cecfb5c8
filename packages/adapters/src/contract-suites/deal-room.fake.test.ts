import { dealRoomContract, dealRoomState } from './deal-room.suite.js';

dealRoomContract(() => {
  const server = dealRoomState();
  return { gateway: server, server };
});
