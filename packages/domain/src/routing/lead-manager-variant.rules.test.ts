import { describe, expect, it } from 'vitest';
import { canSeeResponseTime, leadManagerVariant } from './lead-manager-variant.rules.js';

describe('leadManagerVariant (spec 1 §2, §6)', () => {
  it('reads the plain lead manager and its global inbox variants', () => {
    expect(leadManagerVariant('/leadmanager')).toMatchObject({
      name: 'lead-manager',
      searchEndpoint: 'leadManager',
    });
    expect(leadManagerVariant('/leadmanager/101')).toMatchObject({ name: 'lead-manager' });
    expect(leadManagerVariant('/leadmanager/globalinbox/')).toEqual({
      name: 'global-inbox',
      searchEndpoint: 'gi',
      responseDelayStyling: true,
      showsResponseTime: true,
    });
    expect(leadManagerVariant('/leadmanager/globalinbox0')).toEqual({
      name: 'global-inbox-zero',
      searchEndpoint: 'gi0',
      responseDelayStyling: false,
      showsResponseTime: false,
    });
    expect(leadManagerVariant('/leadmanager/max-response-time')).toMatchObject({ showsResponseTime: true });
    expect(leadManagerVariant('/leadmanagerx')).toBeUndefined();
    expect(leadManagerVariant('/CompanyMasterList')).toBeUndefined();
  });

  it('shows response times to super users only', () => {
    const variant = leadManagerVariant('/leadmanager/max-response-time')!;
    expect(canSeeResponseTime(variant, 'SUPER_USER')).toBe(true);
    expect(canSeeResponseTime(variant, 'SUPER_DATA_ADMIN')).toBe(true);
    expect(canSeeResponseTime(variant, 'SALES_REP')).toBe(false);
    expect(canSeeResponseTime(leadManagerVariant('/leadmanager')!, 'SUPER_USER')).toBe(false);
  });
});
