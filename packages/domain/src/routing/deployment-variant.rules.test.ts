import { describe, expect, it } from 'vitest';
import {
  canUseVehicleMenus,
  deploymentVariantFrom,
  hostOf,
  variantBehaviour,
  variantFromHost,
} from './deployment-variant.rules.js';

describe('deployment variant (spec 1 §1)', () => {
  it.each([
    ['app.maintenance-torque.example', 'maintenance'],
    ['AGENT.torque.example', 'agent'],
    ['dealergroup.torque.example', 'dealer-group'],
    ['dealer-group-agent.torque.example', 'dealer-group'],
    ['localhost:5173', 'unknown'],
    ['10.0.0.4', 'unknown'],
  ])('reads %s as %s', (host, variant) => {
    expect(variantFromHost(host)).toBe(variant);
  });

  it('falls back to the stored url value when the host says nothing', () => {
    expect(
      deploymentVariantFrom({ host: 'localhost:5173', storedUrl: 'https://agent.torque.example/api' }),
    ).toBe('agent');
    expect(
      deploymentVariantFrom({
        host: 'maintenance.torque.example',
        storedUrl: 'https://agent.torque.example',
      }),
    ).toBe('maintenance');
    expect(deploymentVariantFrom({ host: 'localhost', storedUrl: 'http://localhost/agent/' })).toBe(
      'unknown',
    );
    expect(deploymentVariantFrom({ host: 'localhost', storedUrl: null })).toBe('unknown');
  });

  it('reads only the host of a url', () => {
    expect(hostOf('https://user@Agent.Example:8443/path?q=maintenance')).toBe('agent.example');
    expect(hostOf('agent.example/x')).toBe('agent.example');
  });

  it('changes the classification codes, screen filters and vehicle menus', () => {
    expect(variantBehaviour('agent').classificationCodes).toContain('HO');
    expect(variantBehaviour('maintenance').classificationCodes).toContain('NIITB');
    expect(variantBehaviour('maintenance').classificationCodes).not.toContain('HO');
    expect(variantBehaviour('agent').screenFilters.map((f) => f.label)).not.toContain('Lead Manager');
    expect(canUseVehicleMenus('agent', 'SALES_REP')).toBe(false);
    expect(canUseVehicleMenus('agent', 'SUPER_USER')).toBe(true);
    expect(canUseVehicleMenus('maintenance', 'SALES_REP')).toBe(true);
  });
});
