export { ChatBoxes, type ChatBoxesProps } from './ChatBoxes';
