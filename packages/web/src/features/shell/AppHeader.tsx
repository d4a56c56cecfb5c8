import { Avatar, Badge, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePublicServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { TorqueWordmark } from '../../ui/TorqueMark';
import { useSignOut } from '../auth';
import classes from './AppHeader.module.css';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { NavToggle } from './NavToggle';
import { initials, sessionRoleLabel, userName, VARIANT_LABELS, workContext } from './session-labels';

type AppHeaderProps = {
  readonly navOpen: boolean;
  readonly onToggleNav: () => void;
  readonly navCollapsed: boolean;
  readonly onToggleCollapsed: () => void;
};

export function AppHeader({ navOpen, onToggleNav, navCollapsed, onToggleCollapsed }: AppHeaderProps) {
  const session = useSignedInSession();
  const { environment } = usePublicServices();
  const { signOut, signingOut } = useSignOut();
  const name = userName(session);
  const role = sessionRoleLabel(session);
  const variant = VARIANT_LABELS[environment.deploymentVariant];

  return (
    <Group
      h="100%"
      px={{ base: 'sm', sm: 'lg' }}
      justify="space-between"
      wrap="nowrap"
      className={classes.header}
    >
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={navOpen}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
        />
        <NavToggle collapsed={navCollapsed} onToggle={onToggleCollapsed} />
        <Link to="/" className={classes.home} aria-label="Torque home">
          <TorqueWordmark size={28} />
        </Link>
        <Text size="sm" c="dimmed" visibleFrom="md" className={classes.context}>
          {workContext(session)}
        </Text>
        {variant && (
          <Badge variant="outline" color="gray" visibleFrom="lg">
            {variant}
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ColorSchemeToggle />
        <Group gap={10} wrap="nowrap">
          <Avatar color="torque" radius="xl" size={32} aria-hidden>
            {initials(name)}
          </Avatar>
          <Stack gap={0} visibleFrom="sm">
            <Text size="sm" fw={600} lh={1.2}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2}>
              {session.email}
            </Text>
          </Stack>
          <Badge variant="light" color="torque" visibleFrom="xs" aria-label={`Role: ${role}`}>
            {role}
          </Badge>
        </Group>
        <Button
          variant="default"
          size="xs"
          h={32}
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          loading={signingOut}
          aria-label="Sign out"
          classNames={{ section: classes.signOutIcon, label: classes.signOutLabel }}
        >
          Sign out
        </Button>
      </Group>
    </Group>
  );
}
