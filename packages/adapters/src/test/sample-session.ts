import type { UserSession } from '@torque/domain';

export const sampleSession: UserSession = {
  authToken: 'token-123',
  roles: ['SUPER_USER'],
  roleDtos: [{ name: 'SUPER_USER' }],
  empLevel: 'SUPER',
  tenant: null,
  enterprise: { id: 1, name: 'Torque Motor Group' },
  userMasterId: 7,
  tenantId: 1,
  officeId: null,
  divisionId: 'DIV004',
  companyId: 1,
  contactId: 7,
  realTimeSync: true,
  callingFeature: false,
  colorCode: '#4263eb',
};
