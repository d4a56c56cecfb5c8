import { isLeadSmsBlocked, SMS_OPT_OUT, type MarksGateway } from '@torque/domain';
import { InMemoryLeadGateway, InMemoryMarksGateway, leadId, sampleLead } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port and the leads the server holds (the marks fake writes opt-outs to them). */
export type MarksSubject = { readonly gateway: MarksGateway; readonly leads: InMemoryLeadGateway };

const LEAD = leadId(101);
/** The sample lead's customer and vehicle. */
const CUSTOMER = 7001;
const VEHICLE = 9001;

export function marksState(): { leads: InMemoryLeadGateway; server: InMemoryMarksGateway } {
  const leads = new InMemoryLeadGateway([sampleLead()]);
  return { leads, server: new InMemoryMarksGateway(leads) };
}

export function marksContract(makeSubject: () => MarksSubject): void {
  describe('MarksGateway contract', () => {
    it('keeps one mark per intent type on each customer, vehicle and lead', async () => {
      const { gateway } = makeSubject();
      await gateway.add({ customerId: CUSTOMER }, { intentType: 'WRONG_NUMBER', value: null });
      await gateway.add({ customerId: CUSTOMER }, { intentType: 'EMPLOYEE', value: 'yes' });
      await gateway.add({ customerId: CUSTOMER }, { intentType: 'EMPLOYEE', value: 'no' });
      await gateway.add({ serviceVehicleId: VEHICLE }, { intentType: 'TEA_5K', value: null });
      expect(await gateway.customerMarks(CUSTOMER)).toEqual({
        ok: true,
        value: [
          { intentType: 'WRONG_NUMBER', value: null },
          { intentType: 'EMPLOYEE', value: 'no' },
        ],
      });
      expect(await gateway.vehicleMarks(VEHICLE)).toEqual({
        ok: true,
        value: [{ intentType: 'TEA_5K', value: null }],
      });
      expect(await gateway.leadMarks(LEAD)).toEqual({ ok: true, value: [] });
    });

    it("SMS_OPT_OUT on the customer blocks SMS on the customer's leads; removing it unblocks", async () => {
      const { gateway, leads } = makeSubject();
      expect(
        (await gateway.add({ customerId: CUSTOMER }, { intentType: SMS_OPT_OUT, value: 'true' })).ok,
      ).toBe(true);
      const blocked = () => {
        const lead = leads.find(LEAD);
        return lead ? isLeadSmsBlocked(lead) : 'no lead';
      };
      expect(blocked()).toBe(true);
      expect((await gateway.remove({ customerId: CUSTOMER }, SMS_OPT_OUT)).ok).toBe(true);
      expect(blocked()).toBe(false);
      expect(await gateway.customerMarks(CUSTOMER)).toEqual({ ok: true, value: [] });
    });

    it('marks a lead, and refuses marks of an unknown lead and removing a mark that is not there', async () => {
      const { gateway } = makeSubject();
      await gateway.add(
        { futureServiceInteractionId: LEAD },
        { intentType: 'CONTACT_LATER', value: '2025-04-01' },
      );
      expect(await gateway.leadMarks(LEAD)).toEqual({
        ok: true,
        value: [{ intentType: 'CONTACT_LATER', value: '2025-04-01' }],
      });
      const unknown = await gateway.leadMarks(leadId(999));
      expect(unknown.ok ? undefined : unknown.error).toMatchObject({ status: 404, tone: 'warning' });
      const absent = await gateway.remove({ serviceVehicleId: VEHICLE }, 'TEA_5K');
      expect(absent.ok ? undefined : absent.error.status).toBe(404);
    });
  });
}
