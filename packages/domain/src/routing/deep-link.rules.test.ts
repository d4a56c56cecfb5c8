import { describe, expect, it } from 'vitest';
import { sampleUserSession } from '../testing/samples.js';
import {
  dealRoomTarget,
  deepLinkToStore,
  destinationAfterLogin,
  isSafeReturnPath,
  returnPathAfterLogin,
} from './deep-link.rules.js';

describe('deepLinkToStore (spec 1 §2)', () => {
  it('keeps deeplinking, companyId, officeId, divisionId and contactId', () => {
    expect(
      deepLinkToStore('?deeplinking=true&companyId=2&officeId=3&divisionId=DIV004&contactId=77&other=x'),
    ).toEqual({
      deeplinking: 'true',
      companyId: '2',
      officeId: '3',
      divisionId: 'DIV004',
      contactId: '77',
    });
    expect(deepLinkToStore('?deeplinking=true&companyId=2')).toEqual({ deeplinking: 'true', companyId: '2' });
  });

  it('stores nothing when the address is not a deep link', () => {
    expect(deepLinkToStore('?companyId=2')).toBeUndefined();
    expect(deepLinkToStore('')).toBeUndefined();
  });
});

describe('return after login (spec 1 §2)', () => {
  it('returns to the path and query the user followed', () => {
    expect(returnPathAfterLogin('/leadmanager/', 'servicepage=true&custno=C-1')).toBe(
      '/leadmanager?servicepage=true&custno=C-1',
    );
    expect(returnPathAfterLogin('/x', '')).toBe('/x');
  });

  it('never returns to another host', () => {
    expect(isSafeReturnPath('//evil.example/x')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(returnPathAfterLogin('//evil.example', '')).toBe('/leadmanager');
  });

  it('lands on the stored path, or on the role landing route', () => {
    const session = sampleUserSession({ roles: ['SUPER_ADMIN'] });
    expect(destinationAfterLogin({ session, returnPath: '/leadmanager?servicepage=true' })).toBe(
      '/leadmanager?servicepage=true',
    );
    expect(destinationAfterLogin({ session, returnPath: null })).toBe('/CompanyMasterList');
    expect(destinationAfterLogin({ session, returnPath: '/login' })).toBe('/CompanyMasterList');
    expect(destinationAfterLogin({ session, returnPath: '//evil.example' })).toBe('/CompanyMasterList');
  });
});

describe('dealRoomTarget (spec 1 §2)', () => {
  it("takes the 'screen' value as a path, /leadmanager in the enterprise mode or without a screen", () => {
    expect(dealRoomTarget('globalinbox', 'standard')).toBe('/globalinbox');
    expect(dealRoomTarget('/leadmanager/globalinbox0', 'demo')).toBe('/leadmanager/globalinbox0');
    expect(dealRoomTarget('globalinbox', 'enterprise')).toBe('/leadmanager');
    expect(dealRoomTarget(undefined, 'standard')).toBe('/leadmanager');
    expect(dealRoomTarget('javascript:alert(1)', 'standard')).toBe('/leadmanager');
  });
});
