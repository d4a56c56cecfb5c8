import { Box, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import classes from './SafeHtml.module.css';
import { sanitizeHtml } from './sanitize';

type SafeHtmlProps = BoxProps & { readonly html: string };

/**
 * The only place message HTML reaches the DOM: sanitised by DOMPurify, so no script or
 * event handler in a message ever runs.
 */
export function SafeHtml({ html, className, ...box }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...box}
      className={[classes.root, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
