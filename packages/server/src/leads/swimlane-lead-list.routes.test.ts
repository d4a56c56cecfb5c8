import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

describe('open-RO and swimlane lead lists', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const list = async (role: Role, url: string, payload?: object) => {
    const response = await server.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: await server.signIn(role),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Schemas['LeadPage'];
  };
  const count = async (where: string) =>
    (
      await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM future_service_interaction f JOIN store s ON s.id = f.store_id WHERE ${where}`,
      )
    )[0]?.n ?? -1;

  it('lists the open repair-order leads, and only those', async () => {
    const page = await list(
      'SUPER_USER',
      '/api/future-service-interaction/openro/custom-search?page=0&size=500',
      {},
    );
    expect(page.total).toBe(await count("f.planned_service_type = 'SVC_OPEN_RO' AND NOT f.archived"));
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((lead) => lead.plannedServiceType === 'SVC_OPEN_RO')).toBe(true);
  });

  it("keeps a store user's list to the store", async () => {
    const page = await list(
      'OFFICE_MANAGER',
      '/api/future-service-interaction/openro/v2/leadManager?size=500',
      {},
    );
    expect(page.total).toBe(
      await count("f.planned_service_type = 'SVC_OPEN_RO' AND NOT f.archived AND s.id = 1"),
    );
    expect(page.data.every((lead) => lead.storeMaster.id === 1)).toBe(true);
  });

  it('answers an empty page, with the envelope, when the filter asks for types outside the list', async () => {
    const page = await list(
      'SUPER_USER',
      '/api/future-service-interaction/openro/v2/custom-search?page=2&size=10',
      {
        serviceType: 'OIL_CHANGE',
      },
    );
    expect(page).toEqual({ data: [], response: 'Success', total: 0, size: 10, page: 2 });
  });

  it('shows the swimlane leads that customers answered in the global inbox, narrowed by type', async () => {
    const inbox = await list('SUPER_USER', '/api/lisa/swimlane/gi?size=500', {});
    const swimlane = "('SVC_OPEN_RO', 'SVC_CLOSED_RO', 'APPOINTMENT_SCHEDULED', 'PRE_CSI_LIST')";
    expect(inbox.total).toBe(
      await count(`f.planned_service_type IN ${swimlane} AND NOT f.archived AND f.total_inbound_count > 0`),
    );
    const closed = await list('SUPER_USER', '/api/lisa/swimlane/leadManager?size=500', {
      serviceTypes: ['SVC_CLOSED_RO'],
    });
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.data.every((lead) => lead.plannedServiceType === 'SVC_CLOSED_RO')).toBe(true);
  });

  it('lists the pre-CSI and appointment reminder leads from real appointments, and a store’s pre-CSI leads', async () => {
    // Issue 16: the reminder list is the leads with a booked appointment in the next three days, the
    // pre-CSI list those whose customer came in (SHOW or COMPLETED) in the last seven.
    const withAppointment = (statuses: string, window: string) =>
      `NOT f.archived AND EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id AND a.status IN ${statuses}
         AND a.deleted_at IS NULL AND a.archived_at IS NULL AND ${window})`;
    const cameIn = withAppointment(
      "('SHOW', 'COMPLETED')",
      "a.appointment_at <= now() AND a.appointment_at > now() - interval '7 days'",
    );
    const preCsi = await list('SUPER_USER', '/api/lisa/swimlane/pre-csi-list?size=500', {});
    expect(preCsi.total).toBeGreaterThan(0);
    expect(preCsi.total).toBe(await count(cameIn));
    const reminders = await list('SUPER_USER', '/api/lisa/swimlane/appt-reminder-list?size=500', {});
    expect(reminders.total).toBeGreaterThan(0);
    expect(reminders.total).toBe(
      await count(
        withAppointment(
          "('BOOKED')",
          "a.appointment_at >= now() AND a.appointment_at < now() + interval '3 days'",
        ),
      ),
    );
    const store = await list('SUPER_USER', '/api/lisa/swimlane/pre-csi?store_id_pk=2&size=500');
    expect(store.total).toBe(await count(`${cameIn} AND s.id = 2`));
    const outside = await list('OFFICE_MANAGER', '/api/lisa/swimlane/pre-csi?store_id_pk=2');
    expect(outside.total).toBe(0);
  });
});
