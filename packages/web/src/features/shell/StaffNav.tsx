import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { primaryRole, staffAreasFor, type StaffArea } from '@torque/domain';
import { Link, useLocation } from 'react-router';
import { usePublicServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import classes from './AppLayout.module.css';

/** Every area the role may use in this deployment (domain staffAreasFor), grouped by section. */
export function StaffNav({ onNavigate }: { readonly onNavigate: () => void }) {
  const session = useSignedInSession();
  const { environment } = usePublicServices();
  const { pathname } = useLocation();
  const areas = staffAreasFor(primaryRole(session), environment.deploymentVariant);
  const sections = [...new Set(areas.map((area) => area.section))];
  // The area with the longest path the address is in: /leadmanager/follow-up/12 is the lead manager's.
  const here = areas
    .filter((area) => pathname === area.path || pathname.startsWith(`${area.path}/`))
    .reduce<StaffArea | undefined>(
      (best, area) => (best && best.path.length >= area.path.length ? best : area),
      undefined,
    );
  const current = (area: StaffArea) => area === here;

  return (
    <ScrollArea component="nav" aria-label="Main" className={classes.nav}>
      <Stack gap="md" p="sm">
        {sections.map((section) => (
          <div key={section}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4} component="h2">
              {section}
            </Text>
            {areas
              .filter((area) => area.section === section)
              .map((area) => (
                <NavLink
                  key={area.id}
                  component={Link}
                  to={area.path}
                  label={area.title}
                  active={current(area)}
                  aria-current={current(area) ? 'page' : undefined}
                  onClick={onNavigate}
                  className={classes.navLink}
                />
              ))}
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}
