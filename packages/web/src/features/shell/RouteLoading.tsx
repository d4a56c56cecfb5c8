import { Center, Loader } from '@mantine/core';

/** Shown in the shell while a screen's code loads: a centred loader where the screen will be. */
export function RouteLoading() {
  return (
    <Center h="100%" mih={240} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
