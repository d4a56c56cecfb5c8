import type { SchedulerGateway } from '@torque/domain';
import { InMemorySchedulerGateway, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type SchedulerSubject = { readonly gateway: SchedulerGateway };

const DRAFT = { name: 'Reminders', cron: '0 7 * * *', jobType: 'APPOINTMENT_REMINDERS', storeId: 1 };

export function schedulersContract(
  makeSubject: (server: InMemorySchedulerGateway) => SchedulerSubject,
): void {
  describe('SchedulerGateway contract', () => {
    it('creates a scheduler, lists it, reads its runs and deletes it', async () => {
      const server = new InMemorySchedulerGateway();
      const { gateway } = makeSubject(server);
      const created = await gateway.create(DRAFT);
      expect(created).toMatchObject({
        ok: true,
        value: { name: 'Reminders', cron: '0 7 * * *', enabled: true },
      });
      const id = created.ok ? created.value.schedulerId : 0;
      server.recordRun(id, {
        plannedFor: '2026-11-25T12:00:00.000Z',
        startedAt: '2026-11-25T12:00:01.000Z',
        finishedAt: null,
        outcome: 'running',
        summary: null,
      });
      expect(await gateway.list({ page: 0, size: 10 })).toMatchObject({ ok: true, value: { total: 1 } });
      expect(await gateway.runs(id, 5)).toMatchObject({
        ok: true,
        value: { data: [{ outcome: 'running' }] },
      });
      expect(await gateway.remove(id)).toEqual({ ok: true, value: { message: 'Successfully Deleted' } });
      expect(await gateway.list({ page: 0, size: 10 })).toMatchObject({ ok: true, value: { total: 0 } });
    });

    it("gives the server's refusal in its words", async () => {
      const server = new InMemorySchedulerGateway();
      const { gateway } = makeSubject(server);
      const refused = await gateway.create({ ...DRAFT, cron: '* * * * * *' });
      expect(refused.ok ? '' : refused.error.message).toMatch(/^Unable to create scheduler: /);
      server.failNext('list', serverRejection(403, 'Your role may not do this.'));
      const list = await gateway.list({ page: 0, size: 10 });
      expect(list.ok ? '' : list.error.message).toBe('Your role may not do this.');
    });
  });
}
