import type { MessageInstance } from '../leads/message-instance.schema.js';
import { LeadIdSchema, type Lead, type LeadId } from '../leads/lead.schema.js';
import type { UserSession } from '../session/user-session.schema.js';
import type { Assistant } from '../stores/assistant.schema.js';

/** Fixed, schema-valid records for example tests; override what a test is about. */
export const leadId = (id: number): LeadId => LeadIdSchema.parse(id);

export function sampleMessageInstance(overrides: Partial<MessageInstance> = {}): MessageInstance {
  return {
    id: 1,
    jaguarFutureServiceInteractionId: 101,
    content: '<p>Your 5K service is due. Reply YES to book.</p>',
    createdOn: '2025-03-14T14:00:00.000Z',
    direction: 'SEND',
    messageType: 'SMS',
    notificationType: 'MESSAGE_TO_CUSTOMER',
    messageStatus: 'delivered',
    errors: null,
    archived: false,
    ...overrides,
  };
}

export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: leadId(101),
    plannedServiceType: 'OIL_CHANGE',
    stage: 'INITIATED',
    aiEnabled: true,
    appointmentSet: false,
    conversationClosed: false,
    dtDialogEnabled: false,
    conversationInitiated: true,
    responseReqd: false,
    totalInboundCount: 0,
    totalUnreadCount: 0,
    futureServiceInteractionMarks: [],
    customerMarks: [],
    serviceVehicleMarks: [],
    customerMaster: {
      id: 7001,
      custno: 'C-1001',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      cellular: '(555) 123-4567',
      customerType: 'SERVICE',
      blockSms: false,
    },
    serviceVehicle: {
      id: 9001,
      vin: '1HGCM82633A004352',
      make: 'Honda',
      model: 'Accord',
      year: 2021,
      odometer: 4800,
    },
    storeMaster: {
      id: 3,
      store_id: 'STORE-3',
      store_name: 'Main Street Honda',
      officeMasterVO: { officeTimeZone: 'America/Chicago', timezoneDisplay: 'GMT-05:00' },
    },
    bocMaster: { id: 2, bocId: 'BOC-2', bocName: 'Central BOC' },
    latestMessage: null,
    ...overrides,
  };
}

export function sampleUserSession(overrides: Partial<UserSession> = {}): UserSession {
  return {
    authToken: 'token-123',
    roles: ['SALES_REP'],
    roleDtos: [{ name: 'SALES_REP' }],
    empLevel: 'OFFICE',
    tenant: null,
    enterprise: { id: 5 },
    userMasterId: 42,
    tenantId: null,
    officeId: 3,
    divisionId: 'DIV004',
    companyId: 2,
    contactId: 77,
    realTimeSync: true,
    callingFeature: false,
    colorCode: '#1c7ed6',
    ...overrides,
  };
}

export function sampleAssistant(overrides: Partial<Assistant> = {}): Assistant {
  return {
    initializerProcessEnabled: true,
    agentPhoneNumber: '+15557654321',
    agentFirstName: 'Ava',
    agentLastName: 'Assist',
    ...overrides,
  };
}
