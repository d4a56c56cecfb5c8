export { OptionsPopover, type OptionsPopoverProps, type OptionsTriggerProps } from './OptionsPopover';
export { StartConversationButton } from './StartConversationButton';
