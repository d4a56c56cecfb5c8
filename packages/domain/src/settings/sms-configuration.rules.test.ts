import { describe, expect, it } from 'vitest';
import { smsConfigurationProblem } from './sms-configuration.rules.js';
import { dataSourceSupportsSync } from './data-source-sync.rules.js';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f0'.repeat(16);

describe('SMS configuration problems', () => {
  it('names the missing fields of each provider', () => {
    expect(smsConfigurationProblem('TWILIO', {})).toBe('Missing accountSid, authToken');
    expect(smsConfigurationProblem('BANDWIDTH', { accountId: '1' })).toBe(
      'Missing applicationId, username, password',
    );
    expect(smsConfigurationProblem('LISA', { phoneNumber: ' ' })).toBe('Missing phoneNumber, messagingType');
  });

  it('checks the shape of Twilio credentials and of a message-config number', () => {
    expect(smsConfigurationProblem('TWILIO', { accountSid: 'AC1', authToken: TOKEN })).toMatch(/account SID/);
    expect(smsConfigurationProblem('TWILIO', { accountSid: SID, authToken: 'secret' })).toMatch(/auth token/);
    expect(smsConfigurationProblem('TWILIO', { accountSid: SID, authToken: TOKEN })).toBeNull();
    expect(smsConfigurationProblem('LISA', { phoneNumber: '7185550142', messagingType: 'CHAT' })).toMatch(
      /\+1/,
    );
    expect(
      smsConfigurationProblem('LISA', { phoneNumber: '+17185550142', messagingType: 'CHAT' }),
    ).toBeNull();
  });
});

describe('which data sources sync', () => {
  it('syncs DMSs that answer for changes, not file drops', () => {
    expect(dataSourceSupportsSync('CDK')).toBe(true);
    expect(dataSourceSupportsSync('DEALERVAULT')).toBe(false);
    expect(dataSourceSupportsSync('MANUAL_UPLOAD')).toBe(false);
    expect(dataSourceSupportsSync('cdk')).toBe(false);
  });
});
