import { Badge, Group } from '@mantine/core';
import type { Enterprise } from '@torque/domain';

/** An enterprise's configuration at a glance: type, inbound, real-time sync, calling feature. */
export function EnterpriseFlags({ enterprise }: { enterprise: Enterprise }) {
  const flag = (on: boolean | undefined, label: string) => (
    <Badge variant={on ? 'light' : 'outline'} color={on ? 'teal' : 'gray'}>
      {label}: {on ? 'on' : 'off'}
    </Badge>
  );
  return (
    <Group gap={6} wrap="wrap">
      {enterprise.enterpriseType ? <Badge variant="default">{enterprise.enterpriseType}</Badge> : null}
      {flag(enterprise.inbound, 'Inbound')}
      {flag(enterprise.realTimeSync, 'Real-time sync')}
      {flag(enterprise.callingFeature, 'Calling feature')}
    </Group>
  );
}
