import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadFailure } from './chunk-load';

/**
 * A part of the screen whose code did not load (a dropped connection, or a new release that replaced
 * the old chunks): a plain message and a retry. By default the retry reloads the page, which fetches
 * the current release's code; a part that can fetch its chunk again passes its own.
 */
export function LoadFailed({ onRetry }: { readonly onRetry?: () => void }) {
  return (
    <Center h="100%" mih={120} p="lg">
      <Stack align="center" gap="xs" ta="center" role="alert">
        <Text fw={600}>This part of Torque did not load.</Text>
        <Text size="sm" c="dimmed">
          Check the connection and try again.
        </Text>
        <Button variant="light" size="xs" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

type BoundaryState = { readonly failure: unknown };

/** Catches a chunk that failed to load below it; any other error goes on up, as before. */
class ChunkLoadBoundary extends Component<{ readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(failure: unknown): BoundaryState {
    return { failure };
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    if (!isChunkLoadFailure(failure)) throw failure;
    return <LoadFailed />;
  }
}

/**
 * A lazily loaded part of a staff screen: a small loader while its code arrives, never a blank, and a
 * plain retry message if it does not.
 */
export function LazyPart({ loader, children }: { readonly loader: ReactNode; readonly children: ReactNode }) {
  return (
    <ChunkLoadBoundary>
      <Suspense fallback={loader}>{children}</Suspense>
    </ChunkLoadBoundary>
  );
}
