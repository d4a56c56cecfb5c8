export { ChatBoxes, type ChatBoxesProps } from './ChatBoxes';
export { useChatBoxes, type ChatBoxHandlers } from './useChatBoxes';
