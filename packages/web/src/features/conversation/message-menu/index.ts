export { MessageMenu } from './MessageMenu';
