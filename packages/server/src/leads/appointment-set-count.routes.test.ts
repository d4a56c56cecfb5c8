import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportFixture } from '../reports/report-test-support.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const COUNT_CALLS = [
  '/api/future-service-interaction/appointment-set-count',
  '/api/lisa/custom-search/appointment-set-count',
];

/**
 * Issue 28, point 4: the appointment-set counts share the lead search's filters, and the search text
 * reaches the vehicle (year, make, model, VIN); the count once answered 500 for any search text.
 */
describe('the appointment-set counts with a search text', () => {
  let server: TestServer;
  let storeId = 0;
  // Unique to this run, so the demo's and other files' leads never match.
  const surname = `Quillfeather${Math.floor(Math.random() * 1e9)}`;
  const make = `Zorblax${Math.floor(Math.random() * 1e9)}`;
  beforeAll(async () => {
    server = await startTestServer();
    const fixture = new ReportFixture(server.db);
    ({ storeId } = await fixture.store('America/Chicago'));
    const booked = [await fixture.lead(storeId), await fixture.lead(storeId)];
    const notBooked = await fixture.lead(storeId);
    const leadIds = [...booked, notBooked].map((lead) => lead.leadId);
    await server.db.query(
      `UPDATE customer SET last_name = $2 WHERE id IN (SELECT customer_id FROM future_service_interaction WHERE id = ANY($1::int[]))`,
      [leadIds, surname],
    );
    // Only the first booked lead's vehicle is of the unusual make.
    await server.db.query(
      `UPDATE service_vehicle SET make = $2 WHERE id = (SELECT vehicle_id FROM future_service_interaction WHERE id = $1)`,
      [booked[0]!.leadId, make],
    );
    await server.db.query(
      'UPDATE future_service_interaction SET appointment_set = true WHERE id = ANY($1::int[])',
      [booked.map((lead) => lead.leadId)],
    );
  });
  afterAll(() => server.close());

  const count = async (url: string, searchText: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: await server.signIn('SUPER_USER'),
      payload: { searchText, storeId },
    });
    return { status: response.statusCode, count: (response.json() as { count?: number }).count };
  };

  it.each(COUNT_CALLS)(
    "%s counts the booked leads whose customer's name matches, not the unbooked one",
    async (url) => {
      expect(await count(url, surname.toLowerCase())).toEqual({ status: 200, count: 2 });
    },
  );

  it.each(COUNT_CALLS)(
    "%s counts by the vehicle's make, which only the vehicle join can see",
    async (url) => {
      expect(await count(url, make)).toEqual({ status: 200, count: 1 });
    },
  );

  it.each(COUNT_CALLS)('%s counts nothing for a text that matches no lead', async (url) => {
    expect(await count(url, 'john-nobody-zzzz')).toEqual({ status: 200, count: 0 });
  });

  it.each(COUNT_CALLS)('%s counts every booked lead of the store without a search text', async (url) => {
    expect(await count(url, '')).toEqual({ status: 200, count: 2 });
  });
});
