import { Box, Button, Group, Text, type BoxProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import classes from './SafeHtml.module.css';
import { sanitizeMessageHtml } from './sanitize';

type SafeHtmlProps = BoxProps & { readonly html: string };

/**
 * The only place message HTML reaches the DOM: sanitised by DOMPurify, so no script or event
 * handler in a message ever runs, and no remote image loads (telling the sender the message was
 * read) until staff press "Load images" on that message.
 */
export function SafeHtml({ html, className, ...box }: SafeHtmlProps) {
  const [loadRemoteImages, setLoadRemoteImages] = useState(false);
  const clean = useMemo(() => sanitizeMessageHtml(html, { loadRemoteImages }), [html, loadRemoteImages]);
  return (
    <>
      <Box
        {...box}
        className={[classes.root, className].filter(Boolean).join(' ')}
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
      {clean.blockedImages > 0 && (
        <Group gap={8} mt={6} className={classes.blocked}>
          <Text size="xs" c="dimmed">
            {clean.blockedImages === 1 ? 'An image is hidden.' : `${clean.blockedImages} images are hidden.`}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => setLoadRemoteImages(true)}
          >
            Load images
          </Button>
        </Group>
      )}
    </>
  );
}
