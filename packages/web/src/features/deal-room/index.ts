export { DealRoomPage } from './DealRoomPage';
