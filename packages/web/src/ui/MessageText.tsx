import { Box, type BoxProps } from '@mantine/core';
import Linkify from 'linkify-react';
import { MESSAGE_LINK_OPTIONS } from './message-links';
import classes from './MessageText.module.css';

type MessageTextProps = BoxProps & { readonly text: string };

/**
 * A text message as the customer wrote it: plain text, never HTML (markup shows as the characters
 * it is, so nothing in a text can load or run), its line breaks kept and its links clickable.
 */
export function MessageText({ text, className, ...box }: MessageTextProps) {
  return (
    <Box {...box} className={[classes.root, className].filter(Boolean).join(' ')}>
      <Linkify options={MESSAGE_LINK_OPTIONS}>{text}</Linkify>
    </Box>
  );
}
