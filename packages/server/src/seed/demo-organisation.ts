import { ROLES, type DivisionId, type Role } from '@torque/domain';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'torque-demo';
export const DEMO_ENTERPRISE = 'Torque Motor Group';
export const DEMO_TENANT = 'TORQUE';

/** One account per role: `<role in lower case>@torque.demo`. */
export const demoUserEmail = (role: Role): string => `${role.toLowerCase()}@torque.demo`;
export const demoUserEmails: readonly string[] = ROLES.map(demoUserEmail);

export type DemoStore = {
  readonly id: number;
  readonly bocId: number;
  readonly code: string;
  readonly name: string;
  readonly make: string;
  readonly timeZone: string;
  readonly timezoneDisplay: string;
  readonly phone: string;
  /** A second number in the store's Messaging Service pool: texts to it reach the store too. */
  readonly poolPhone: string;
  /** Area codes of the store's customers. */
  readonly areaCodes: readonly string[];
  /** Service advisors who step into conversations. */
  readonly advisors: readonly { readonly name: string; readonly color: string }[];
};

export const DEMO_BOCS = [
  { id: 1, code: 'BOC001', name: 'East Region BOC' },
  { id: 2, code: 'BOC002', name: 'West Region BOC' },
] as const;

/** Store numbers use 555-01xx, the range reserved for fiction. */
export const DEMO_STORES: readonly DemoStore[] = [
  {
    id: 1,
    bocId: 1,
    code: 'ST1001',
    name: 'Torque Toyota of Brooklyn',
    make: 'Toyota',
    timeZone: 'America/New_York',
    timezoneDisplay: 'GMT-05:00',
    phone: '+17185550142',
    poolPhone: '+17185550143',
    areaCodes: ['718', '347', '917', '646'],
    advisors: [
      { name: 'Marcus Reed', color: '#1E88E5' },
      { name: 'Angela Brooks', color: '#8E24AA' },
    ],
  },
  {
    id: 2,
    bocId: 1,
    code: 'ST1002',
    name: 'Torque Ford Chicago',
    make: 'Ford',
    timeZone: 'America/Chicago',
    timezoneDisplay: 'GMT-06:00',
    phone: '+13125550117',
    poolPhone: '+13125550118',
    areaCodes: ['312', '773', '872', '630'],
    advisors: [
      { name: 'Dave Kowalczyk', color: '#43A047' },
      { name: 'Renee Carter', color: '#F4511E' },
    ],
  },
  {
    id: 3,
    bocId: 2,
    code: 'ST2001',
    name: 'Torque Honda Denver',
    make: 'Honda',
    timeZone: 'America/Denver',
    timezoneDisplay: 'GMT-07:00',
    phone: '+13035550168',
    poolPhone: '+13035550169',
    areaCodes: ['303', '720', '970'],
    advisors: [
      { name: 'Kenji Watanabe', color: '#00897B' },
      { name: 'Laura Simmons', color: '#C0CA33' },
    ],
  },
  {
    id: 4,
    bocId: 2,
    code: 'ST2002',
    name: 'Torque Chevrolet Pasadena',
    make: 'Chevrolet',
    timeZone: 'America/Los_Angeles',
    timezoneDisplay: 'GMT-08:00',
    phone: '+16265550131',
    poolPhone: '+16265550132',
    areaCodes: ['626', '818', '213', '323'],
    advisors: [
      { name: 'Diego Alvarez', color: '#FB8C00' },
      { name: 'Tasha Green', color: '#5E35B1' },
    ],
  },
];

/** Assistants per store: Service (DIV004, the service inbox) and Sales (DIV001). */
export const DEMO_ASSISTANTS: readonly {
  readonly divisionId: DivisionId;
  readonly firstName: string;
  readonly lastName: string;
}[] = [
  { divisionId: 'DIV004', firstName: 'Ava', lastName: 'Torque' },
  { divisionId: 'DIV001', firstName: 'Sam', lastName: 'Torque' },
];
