import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

type ComingSoonPageProps = { readonly title: string };

/** A route the product will have but this build does not: said plainly, with a way out. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <Center flex={1} p="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconTools size={26} />
          </ThemeIcon>
          <Title order={1} fz="h3">
            {title}
          </Title>
          <Text c="dimmed">This part of Torque is coming soon. The lead manager is ready to use today.</Text>
          <Button component={Link} to="/leadmanager" mt="xs">
            Open the lead manager
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
