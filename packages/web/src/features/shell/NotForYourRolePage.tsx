import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

type NotForYourRolePageProps = { readonly title: string };

/** An area that exists but is not for this role. */
export function NotForYourRolePage({ title }: NotForYourRolePageProps) {
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
