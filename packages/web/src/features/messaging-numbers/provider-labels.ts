import type { SmsProvider } from '@torque/domain';

/** How the three providers of spec 2 §2 are named on screen; LISA is the message-config path. */
export const PROVIDER_LABELS: Readonly<Record<SmsProvider, string>> = {
  TWILIO: 'Twilio',
  BANDWIDTH: 'Bandwidth',
  LISA: 'Message config',
};

/** The labels of the settings fields each provider asks for. */
export const FIELD_LABELS = {
  accountSid: 'Account SID',
  authToken: 'Auth token',
  accountId: 'Account id',
  applicationId: 'Application id',
  username: 'User name',
  password: 'Password',
  phoneNumber: 'Phone number',
  messagingType: 'Messaging type',
} as const;

/** Fields whose value is a secret: typed in a password field, never shown back. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['authToken', 'password']);
