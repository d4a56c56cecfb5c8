import type { Lead } from '@torque/domain';
import { leadId, sampleLead, sampleMessageInstance } from '@torque/domain/testing';

const FIRST = ['Maria', 'James', 'Aisha', 'Wei', 'Carlos', 'Olivia', 'Noah', 'Priya', 'Liam', 'Sofia'];
const LAST = ['Lopez', 'Smith', 'Khan', 'Chen', 'Garcia', 'Brown', 'Miller', 'Patel', 'Nguyen', 'Rossi'];
const MODELS = ['Camry', 'RAV4', 'F-150', 'Explorer', 'Civic', 'CR-V', 'Silverado', 'Equinox'];
const STAGES = ['INITIATED', 'RESPONDED', 'CONTACTED', 'ENGAGED', 'APPOINTMENT_SET'];

/** `count` realistic, distinct leads: the sample lead varied by id (names, vehicle, marks, latest message). */
export function benchLeads(count: number): Lead[] {
  const base = sampleLead();
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const firstName = FIRST[id % FIRST.length] ?? 'Maria';
    const lastName = LAST[(id * 7) % LAST.length] ?? 'Lopez';
    const model = MODELS[id % MODELS.length] ?? 'Camry';
    const phone = String(1_000_000 + id).slice(-7);
    return sampleLead({
      id: leadId(id),
      stage: STAGES[id % STAGES.length] ?? 'INITIATED',
      responseReqd: id % 5 === 0,
      totalInboundCount: id % 9,
      totalUnreadCount: id % 3,
      lastMessageReceivedDate: new Date(Date.UTC(2025, 2, 1) + id * 60_000).toISOString(),
      futureServiceInteractionMarks: id % 11 === 0 ? [{ intentType: 'SMS_OPT_OUT', value: null }] : [],
      customerMaster: {
        ...base.customerMaster,
        id: 100_000 + id,
        custno: `C-${id}`,
        firstName,
        lastName,
        email: `${firstName}.${lastName}${id}@example.com`.toLowerCase(),
        cellular: `(555) ${phone.slice(0, 3)}-${phone.slice(3)}`,
      },
      serviceVehicle: {
        ...base.serviceVehicle,
        id: 200_000 + id,
        vin: `1HGCM8263${String(id).padStart(8, '0')}`,
        model,
        year: 2015 + (id % 10),
        odometer: 3_000 + ((id * 137) % 60_000),
      },
      latestMessage: sampleMessageInstance({
        id: 300_000 + id,
        jaguarFutureServiceInteractionId: id,
        direction: id % 2 === 0 ? 'RECEIVED' : 'SEND',
        content: `<p>Hi ${firstName}, your ${model} is due for its ${5 + (id % 4) * 5}K service. Reply YES to book.</p>`,
        createdOn: new Date(Date.UTC(2025, 2, 1) + id * 60_000).toISOString(),
      }),
    });
  });
}
