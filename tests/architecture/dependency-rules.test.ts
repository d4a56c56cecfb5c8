import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the dependency rules of ARCHITECTURE.md fail the build when broken: each snippet
// is linted as if it were saved at the given path, with the repo's own eslint.config.js.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('dependency rules', () => {
  it.each([
    ["import React from 'react';\nexport const x = React;", 'packages/domain/src/leads/bad.ts'],
    ["import { Dexie } from 'dexie';\nexport const x = Dexie;", 'packages/domain/src/leads/bad.ts'],
    [
      "import { TOKENS } from '@torque/adapters';\nexport const x = TOKENS;",
      'packages/domain/src/leads/bad.ts',
    ],
    [
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;",
      'packages/domain/src/leads/bad.ts',
    ],
    [
      "import { TOKENS } from '@torque/adapters';\nexport const x = TOKENS;",
      'packages/web/src/features/x/Bad.tsx',
    ],
    [
      "import { Container } from 'inversify';\nexport const x = Container;",
      'packages/web/src/features/x/Bad.tsx',
    ],
    [
      "import { buildApp } from '@torque/server';\nexport const x = buildApp;",
      'packages/adapters/src/http/bad.ts',
    ],
    ["import { TOKENS } from '@torque/adapters';\nexport const x = TOKENS;", 'packages/server/src/bad.ts'],
  ])('refuses %j in %s', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toContain('no-restricted-imports');
  });

  it.each([
    ["export const load = () => fetch('/api');", 'packages/domain/src/leads/bad.ts'],
    ["export const load = () => localStorage.getItem('userData');", 'packages/web/src/features/x/bad.ts'],
  ])('refuses the global in %j (%s)', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toContain('no-restricted-globals');
  });

  it('refuses window.localStorage in a web component', async () => {
    const ids = await ruleIdsFor(
      "export const x = window.localStorage.getItem('a');",
      'packages/web/src/features/x/bad.ts',
    );
    expect(ids).toContain('no-restricted-properties');
  });

  it('lets the composition root wire adapters with inversify', async () => {
    const code =
      "import { Container } from 'inversify';\nimport { TOKENS } from '@torque/adapters';\nexport const x = [Container, TOKENS];";
    expect(await ruleIdsFor(code, 'packages/web/src/app/composition-root.ts')).toEqual([]);
  });

  it('lets the domain use xstate, zod and luxon', async () => {
    const code =
      "import { setup } from 'xstate';\nimport { z } from 'zod';\nimport { DateTime } from 'luxon';\nexport const x = [setup, z, DateTime];";
    expect(await ruleIdsFor(code, 'packages/domain/src/leads/fine.ts')).toEqual([]);
  });

  describe('domain contexts form a directed acyclic graph', () => {
    // conversation already imports leads (a conversation is a lead's); leads importing conversation
    // back would close a cycle, so the layer rule refuses it.
    it('refuses an import that would close a cycle between two contexts', async () => {
      const code =
        "import type { ConversationGateway } from '../conversation/conversation-gateway.port.js';\nexport type X = ConversationGateway;";
      expect(await ruleIdsFor(code, 'packages/domain/src/leads/bad.ts')).toContain('torque/domain-layers');
    });

    it('allows the same import the other way round, from the higher context down', async () => {
      const code = "import type { LeadId } from '../leads/lead.schema.js';\nexport type X = LeadId;";
      expect(await ruleIdsFor(code, 'packages/domain/src/conversation/fine.ts')).toEqual([]);
    });

    it.each([
      ["export * from '../leads/lead.schema.js';", 'packages/domain/src/shared/bad.ts'],
      [
        "export { STAFF_AREAS } from '../routing/staff-areas.rules.js';",
        'packages/domain/src/session/bad.ts',
      ],
      ["export const load = () => import('../flows/index.js');", 'packages/domain/src/inbox/bad.ts'],
      ["import { ok } from '../index.js';\nexport const x = ok;", 'packages/domain/src/leads/bad.ts'],
      [
        "import { ok } from '../shared/result.js';\nexport const x = ok;",
        'packages/domain/src/newcontext/bad.ts',
      ],
    ])(
      'refuses %j in %s (sideways, upward, the root barrel, an unlisted context)',
      async (code, filePath) => {
        expect(await ruleIdsFor(code, filePath)).toContain('torque/domain-layers');
      },
    );
  });

  it('refuses default exports', async () => {
    expect(await ruleIdsFor('const a = 1;\nexport default a;', 'packages/domain/src/leads/bad.ts')).toContain(
      'no-restricted-syntax',
    );
  });
});

// Issue 30 (one clock): a screen never formats a time in the browser's zone.
describe("the browser's clock", () => {
  it.each([
    ['export const t = (d: Date) => d.toLocaleTimeString();', 'packages/web/src/features/x/bad.ts'],
    ['export const t = (d: Date) => d.toLocaleDateString();', 'packages/web/src/features/x/Bad.tsx'],
    [
      "export const t = (iso: string) => new Date(iso).toLocaleString('en-US');",
      'packages/web/src/features/x/bad.ts',
    ],
    ['export const t = (d: Date) => d.toLocaleString();', 'packages/web/src/features/x/bad.ts'],
    [
      "export const f = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });",
      'packages/web/src/features/x/Bad.tsx',
    ],
    ['export const t = (d: Date) => Intl.DateTimeFormat().format(d);', 'packages/web/src/features/x/bad.ts'],
    [
      "import { DateTime } from 'luxon';\nexport const t = DateTime.local();",
      'packages/web/src/features/x/bad.ts',
    ],
  ])('refuses %j in %s', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toContain('no-restricted-syntax');
  });

  it('lets a figure be written en-US, the zoned formatters be built, and the browser zone be read', async () => {
    const figure = "export const n = (v: number) => v.toLocaleString('en-US');";
    expect(await ruleIdsFor(figure, 'packages/web/src/features/x/fine.ts')).toEqual([]);
    const zone = 'export const z = () => Intl.DateTimeFormat().resolvedOptions().timeZone;';
    expect(await ruleIdsFor(zone, 'packages/web/src/features/x/fine.ts')).toEqual([]);
    const zoned = "export const f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });";
    expect(await ruleIdsFor(zoned, 'packages/web/src/ui/time.ts')).toEqual([]);
  });
});

// The web layers (ARCHITECTURE.md, Web): app/ composes features; features get ports and the session
// from services/ and reach another feature only through its index.ts; ui/ and services/ sit below.
describe('web boundaries', () => {
  it.each([
    [
      "import { useServices } from '../../app/services-context';\nexport const x = useServices;",
      'packages/web/src/features/lead-form/Bad.tsx',
    ],
    [
      "import { useSession } from '../../../app/session-context';\nexport const x = useSession;",
      'packages/web/src/features/conversation/composer/Bad.tsx',
    ],
    [
      "import { useSignOut } from '../auth/useSignOut';\nexport const x = useSignOut;",
      'packages/web/src/features/deal-room/Bad.tsx',
    ],
    [
      "import { TemplatePicker } from '../../templates/TemplatePicker';\nexport const x = TemplatePicker;",
      'packages/web/src/features/conversation/composer/Bad.tsx',
    ],
    ["export { LeadList } from '../lead-manager/LeadList';", 'packages/web/src/features/shell/Bad.ts'],
    [
      "export const load = () => import('../lead-manager/LeadList');",
      'packages/web/src/features/shell/Bad.ts',
    ],
    [
      "import { testLead } from '../lead-manager/lead-manager.fixtures';\nexport const x = testLead;",
      'packages/web/src/features/chat-boxes/Bad.test.tsx',
    ],
    [
      "import { LoginPage } from '../features/auth';\nexport const x = LoginPage;",
      'packages/web/src/ui/Bad.tsx',
    ],
    [
      "import { LoginPage } from '../features/auth';\nexport const x = LoginPage;",
      'packages/web/src/services/Bad.tsx',
    ],
    ["import { routes } from '../app/router';\nexport const x = routes;", 'packages/web/src/services/bad.ts'],
    [
      "import { useServices } from '../services/services-context';\nexport const x = useServices;",
      'packages/web/src/ui/Bad.tsx',
    ],
  ])('refuses %j in %s', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toContain('torque-web/boundaries');
  });

  it.each([
    [
      "import { useSignOut } from '../auth';\nimport { useServices } from '../../services/services-context';\nexport const x = [useSignOut, useServices];",
      'packages/web/src/features/deal-room/Fine.tsx',
    ],
    [
      "import { TemplatePicker } from '../../templates/index';\nimport { MessageBubble } from '../bubbles/MessageBubble';\nimport { showNotice } from '../../../ui/notices';\nexport const x = [TemplatePicker, MessageBubble, showNotice];",
      'packages/web/src/features/conversation/composer/Fine.tsx',
    ],
    [
      "import { LoginPage } from '../../features/auth';\nimport { ServicesBoundary } from '../../services/services-context';\nexport const x = [LoginPage, ServicesBoundary];",
      'packages/web/src/app/routes/fine-route.tsx',
    ],
  ])('lets %j through in %s', async (code, filePath) => {
    expect(await ruleIdsFor(code, filePath)).toEqual([]);
  });
});
