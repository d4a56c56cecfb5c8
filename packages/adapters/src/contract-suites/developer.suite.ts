import type { DeveloperGateway } from '@torque/domain';
import { InMemoryDeveloperGateway, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type DeveloperSubject = { readonly gateway: DeveloperGateway };

export function developerContract(makeSubject: (server: InMemoryDeveloperGateway) => DeveloperSubject): void {
  describe('DeveloperGateway contract', () => {
    it('lists saved template and assistant files by kind', async () => {
      const { gateway } = makeSubject(new InMemoryDeveloperGateway());
      await gateway.saveFile({ name: 'welcome.tpl', kind: 'tpl', content: 'Hi {{firstName}}' });
      await gateway.saveFile({ name: 'service.aiva', kind: 'aiva', content: 'intent: book' });
      expect(await gateway.templateFiles()).toMatchObject({ ok: true, value: { data: ['welcome.tpl'] } });
      expect(await gateway.assistantFiles()).toMatchObject({ ok: true, value: { data: ['service.aiva'] } });
      expect(await gateway.readFile('tpl', 'welcome.tpl')).toMatchObject({
        ok: true,
        value: { name: 'welcome.tpl', kind: 'tpl', content: 'Hi {{firstName}}' },
      });
      const missing = await gateway.readFile('aiva', 'welcome.tpl');
      expect(missing.ok ? '' : missing.error.message).toBe('File not found.');
    });

    it('previews a template filled from its context, validates, executes and logs', async () => {
      const server = new InMemoryDeveloperGateway();
      const { gateway } = makeSubject(server);
      expect(
        await gateway.previewTemplate({ template: 'Hi {{firstName}}', context: { firstName: 'Ana' } }),
      ).toEqual({
        ok: true,
        value: { body: 'Hi Ana' },
      });
      const empty = await gateway.validateAssistantFile({ name: 'empty.aiva', kind: 'aiva', content: ' ' });
      expect(empty).toMatchObject({ ok: true, value: { success: false, errors: ['empty.aiva is empty'] } });
      expect(await gateway.execute({ script: 'echo', input: 'ping' })).toMatchObject({
        ok: true,
        value: { success: true, output: 'ping' },
      });
      expect((await gateway.log({ level: 'WARN', message: 'slow intent' })).ok).toBe(true);
      expect(server.logs).toEqual([{ level: 'WARN', message: 'slow intent' }]);
    });

    it("gives a refusal in the server's words", async () => {
      const server = new InMemoryDeveloperGateway();
      const { gateway } = makeSubject(server);
      server.failNext('saveFile', serverRejection(400, 'name: too long'));
      expect(await gateway.saveFile({ name: 'x', content: '' })).toEqual({
        ok: false,
        error: serverRejection(400, 'name: too long'),
      });
    });
  });
}
