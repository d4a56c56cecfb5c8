import type { CustomTemplateGateway } from '@torque/domain';
import {
  InMemoryCustomTemplateGateway,
  InMemoryLeadGateway,
  leadId,
  sampleLead,
  serverRejection,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type CustomTemplatesSubject = {
  readonly gateway: CustomTemplateGateway;
  readonly server: InMemoryCustomTemplateGateway;
};

/** Lead 101 (Maria Lopez) for filling templates in. */
export const customTemplatesState = (): InMemoryCustomTemplateGateway =>
  new InMemoryCustomTemplateGateway(new InMemoryLeadGateway([sampleLead()]));

const draft = (title: string, overrides: object = {}) => ({
  title,
  body: `Hi \${lead.contact.firstName},\nyour car is ready.`,
  serviceType: 'OIL_CHANGE',
  enterpriseId: 5,
  ...overrides,
});

export function customTemplatesContract(makeSubject: () => CustomTemplatesSubject): void {
  describe('CustomTemplateGateway contract', () => {
    it('adds a template with the next id, its line breaks stored as br tags', async () => {
      const { gateway } = makeSubject();
      const saved = await gateway.save(draft('Pickup'));
      expect(saved.ok && saved.value).toMatchObject({
        templateId: 1,
        title: 'Pickup',
        body: 'Hi ${lead.contact.firstName},<br>your car is ready.',
      });
      const fetched = await gateway.template(1);
      expect(fetched.ok && fetched.value.title).toBe('Pickup');
    });

    it('updates the template a templateId names, and refuses an unknown one', async () => {
      const { gateway } = makeSubject();
      await gateway.save(draft('Pickup'));
      const updated = await gateway.save(draft('Pickup today', { templateId: 1 }));
      expect(updated.ok && updated.value).toMatchObject({ templateId: 1, title: 'Pickup today' });
      const unknown = await gateway.save(draft('Ghost', { templateId: 77 }));
      expect(unknown.ok ? undefined : unknown.error).toMatchObject({ status: 404, tone: 'warning' });
    });

    it('marks favourites and searches by text, favourites and scope, paged', async () => {
      const { gateway } = makeSubject();
      await gateway.save(draft('Pickup'));
      await gateway.save(draft('Recall notice', { scope: 'GROUP' }));
      await gateway.save(draft('Pickup reminder'));
      expect((await gateway.setFavorite(3, true)).ok).toBe(true);
      const titles = async (search: object) => {
        const found = await gateway.search({ page: 0, size: 10, ...search });
        return found.ok ? found.value.data.map((t) => t.title) : found.error.message;
      };
      expect(await titles({ searchText: 'pickup' })).toEqual(['Pickup', 'Pickup reminder']);
      expect(await titles({ favoritesOnly: true })).toEqual(['Pickup reminder']);
      expect(await titles({ scope: 'GROUP' })).toEqual(['Recall notice']);
      await gateway.setFavorite(3, false);
      expect(await titles({ favoritesOnly: true })).toEqual([]);
      const second = await gateway.search({ page: 1, size: 2 });
      expect(second.ok && second.value).toMatchObject({ total: 3, page: 1 });
    });

    it("lists the Group tab's and the Personal tab's templates of a service type", async () => {
      const { gateway } = makeSubject();
      await gateway.save(draft('Mine'));
      await gateway.save(draft('Ours', { scope: 'GROUP' }));
      await gateway.save(draft('Other service', { serviceType: 'CHECK_UP', scope: 'GROUP' }));
      const group = await gateway.enterpriseTemplates(5, 'OIL_CHANGE');
      expect(group.ok && group.value.data.map((t) => t.title)).toEqual(['Ours']);
      const personal = await gateway.userTemplates('OIL_CHANGE');
      expect(personal.ok && personal.value.data.map((t) => t.title)).toEqual(['Mine']);
    });

    it("fills a template in with the lead's details", async () => {
      const { gateway } = makeSubject();
      await gateway.save(draft('Pickup'));
      const filled = await gateway.apply(1, leadId(101));
      expect(filled.ok && filled.value.body).toBe('Hi Maria,<br>your car is ready.');
      const unknownLead = await gateway.apply(1, leadId(999));
      expect(unknownLead.ok ? undefined : unknownLead.error.status).toBe(404);
    });

    it('deletes a template, after which it is not found', async () => {
      const { gateway, server } = makeSubject();
      await gateway.save(draft('Pickup'));
      expect(await gateway.delete(1)).toEqual({ ok: true, value: undefined });
      const gone = await gateway.template(1);
      expect(gone.ok ? undefined : gone.error.status).toBe(404);
      server.failNext('delete', serverRejection(400, 'Template is in use'));
      const refused = await gateway.delete(1);
      expect(refused.ok ? undefined : refused.error.message).toBe('Template is in use');
    });
  });
}
