import { describe, expect, it } from 'vitest';
import { deploymentVariantFromEnv } from './startup-settings.js';

describe('the deployment variant from PUBLIC_URL (issue 17)', () => {
  it("reads the variant from the public URL's host, and 'unknown' without one", () => {
    expect(deploymentVariantFromEnv({ PUBLIC_URL: 'https://service.maintenance-brand.example' })).toBe(
      'maintenance',
    );
    expect(deploymentVariantFromEnv({ PUBLIC_URL: 'https://agent.torque.example/app' })).toBe('agent');
    expect(deploymentVariantFromEnv({})).toBe('unknown');
  });
});
