import { GM_HANDOFF_STATUS, MANUAL_HANDOFF_STATUS } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 14, first list 3: the manual hand-off view showed GM hand-offs because the server ignored the
// view's filter. Each hand-off view now lists its own kind.
describe('the hand-off views', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists manual hand-offs in the manual view and GM hand-offs in the GM view', async () => {
    const headers = await server.signIn('SUPER_USER');
    const [gm, manual] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE NOT archived AND hand_off IS NULL ORDER BY id LIMIT 2',
    );
    const hand = (path: string, id: number | undefined) =>
      server.app.inject({ method: 'POST', url: `${path}?future-service-interaction-id=${id}`, headers });
    expect((await hand('/api/future-service-interaction/workflow/gm-handoff', gm?.id)).statusCode).toBe(200);
    expect(
      (await hand('/api/future-service-interaction/workflow/manual-handoff', manual?.id)).statusCode,
    ).toBe(200);
    const listed = async (leadResponseStatus?: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/future-service-interaction/gmhandoff?page=0&size=500',
        headers,
        payload: leadResponseStatus ? { leadResponseStatus } : {},
      });
      expect(response.statusCode).toBe(200);
      const kinds = await server.db.query<{ hand_off: string }>(
        'SELECT DISTINCT hand_off FROM future_service_interaction WHERE id = ANY($1::int[])',
        [(response.json() as { data: { id: number }[] }).data.map((lead) => lead.id)],
      );
      return {
        ids: (response.json() as { data: { id: number }[] }).data.map((lead) => lead.id),
        kinds: kinds.map((row) => row.hand_off),
      };
    };
    const manualView = await listed(MANUAL_HANDOFF_STATUS);
    expect(manualView.ids).toContain(manual?.id);
    expect(manualView.ids).not.toContain(gm?.id);
    expect(manualView.kinds).toEqual(['MANUAL']);
    const gmView = await listed(GM_HANDOFF_STATUS);
    expect(gmView.ids).toContain(gm?.id);
    expect(gmView.ids).not.toContain(manual?.id);
    expect(gmView.kinds).toEqual(['GM']);
    // The plain hand-off search (no status) still lists every hand-off.
    expect((await listed()).ids).toEqual(expect.arrayContaining([gm?.id, manual?.id]));
  });
});
