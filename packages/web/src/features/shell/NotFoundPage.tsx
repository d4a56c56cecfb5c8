import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center flex={1} p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={48} fw={800} c="torque.6" lh={1}>
          404
        </Text>
        <Title order={1} fz="h3">
          Page not found
        </Title>
        <Text c="dimmed">There is no page at this address.</Text>
        <Button component={Link} to="/" variant="light">
          Go to my start page
        </Button>
      </Stack>
    </Center>
  );
}
