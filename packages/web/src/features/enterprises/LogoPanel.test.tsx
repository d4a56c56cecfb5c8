import { screen } from '@testing-library/react';
import type { Role } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { LogoPanel } from './LogoPanel';

const enterprise = { id: 1, name: 'Torque Motor Group', logoUrl: null };
const renderAs = (role: Role) =>
  renderWithProviders(<LogoPanel enterprise={enterprise} onChanged={() => undefined} />, {
    services: createFakeWorld({
      session: sampleUserSession({ roles: [role], roleDtos: [{ name: role }] }),
    }).services,
  });

// Issue 28, point 10: a logo is the platform's to change, as the README's admin table says.
describe('the enterprise logo panel', () => {
  it.each(['SUPER_ADMIN', 'SUPER_USER'] as const)('offers %s the upload', (role) => {
    renderAs(role);
    expect(screen.getByRole('button', { name: 'Upload logo for Torque Motor Group' })).toBeInstanceOf(
      Element,
    );
  });

  it.each(['SUPER_DATA_ADMIN', 'ENTERPRISE_ADMIN'] as const)(
    'shows %s the logo without an upload',
    (role) => {
      renderAs(role);
      expect(screen.getByText('No logo yet')).toBeInstanceOf(Element);
      expect(screen.queryByRole('button', { name: /logo/ })).toBeNull();
    },
  );
});
