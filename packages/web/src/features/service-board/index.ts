export { ServiceBoardPage } from './ServiceBoardPage';
