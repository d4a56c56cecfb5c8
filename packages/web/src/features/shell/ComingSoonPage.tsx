import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

type ComingSoonPageProps = { readonly title: string };

/** An area the product will have but this build does not: said plainly, with a way out. */
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

/** An area that exists but is not for this role. */
export function NotForYourRolePage({ title }: ComingSoonPageProps) {
  return (
    <Center flex={1} p="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={1} fz="h3">
            {title}
          </Title>
          <Text c="dimmed">Your role does not include this area. Ask your administrator if you need it.</Text>
          <Button component={Link} to="/" variant="light" mt="xs">
            Go to my start page
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
