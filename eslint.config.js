// One lint setup for the whole repo. The dependency rules of ARCHITECTURE.md live here,
// so breaking one fails `npm test` (tests/architecture proves each rule still bites).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { torquePlugin } from './eslint/domain-layers.js';
import { webBoundariesRule } from './eslint/web-boundaries.js';

const ui = ['react', 'react-dom', 'react-router', '@mantine/*', '@xstate/react', '@tabler/*'];
const io = [
  'dexie',
  'openapi-fetch',
  'inversify',
  'reflect-metadata',
  'fastify',
  '@fastify/*',
  '@electric-sql/pglite',
  'pg',
];
const ourOuterLayers = [
  '@torque/adapters',
  '@torque/adapters/*',
  '@torque/web',
  '@torque/web/*',
  '@torque/server',
  '@torque/server/*',
];

const restrict = (message, patterns) => ({ group: patterns, message });

const namedExportsOnly = {
  selector: 'ExportDefaultDeclaration',
  message: 'Named exports only (ARCHITECTURE.md).',
};
// Issue 30 (one clock): staff read every time in the store's zone. The browser's zone slips in through
// these calls, so screens format through src/ui/time.ts (formatMessageTime, formatLabelledTime) or the
// domain's format/dates.ts, with the zone from useStoreTimeZone().
const browserClockMessage =
  "Times show in the store's zone: use src/ui/time.ts or @torque/domain's formatters with useStoreTimeZone().";
const browserClock = [
  'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
  "CallExpression[callee.property.name='toLocaleString'][arguments.length=0]",
  "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
  "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
  "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'][arguments.length>0]",
  // Reading the browser's zone (resolvedOptions) is allowed: it is only a session's fallback.
  "MemberExpression[object.type='CallExpression'][object.callee.object.name='Intl'][object.callee.property.name='DateTimeFormat'][property.name!='resolvedOptions']",
  "MemberExpression[object.name='DateTime'][property.name=/^(local|now)$/]",
].map((selector) => ({ selector, message: browserClockMessage }));
const portalledDropdowns = [
  "JSXAttribute[name.name='withinPortal'] > JSXExpressionContainer > Literal[value=false]",
  "Property[key.name='withinPortal'] > Literal[value=false]",
].map((selector) => ({
  selector,
  message: 'Dropdowns portal so a modal or chat box never clips them (src/app/theme.ts).',
}));

// The domain's bounded contexts as layers, lowest first: a context imports only the contexts listed
// before it, so they form a directed acyclic graph (eslint/domain-layers.js refuses anything else).
// shared/ is the kernel (ids, the page envelope, results, the clock) and imports nothing else.
// `testing` (the in-memory fakes and samples) sits on top: it may use every context, none uses it.
const domainLayers = [
  'shared',
  'errors',
  'format',
  'catalog',
  'compliance',
  'session',
  'forms',
  'leads',
  'routing',
  'stores',
  'conversation',
  'messaging',
  'inbox',
  'flows',
  'templates',
  'planners',
  'repair-orders',
  'appointments',
  'swimlane',
  'reports',
  'sales',
  'imports',
  'settings',
  'assistant',
  'admin',
  'testing',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/generated/**',
      '**/.stryker-tmp/**',
      'reports/mutation/**',
      'stryker-setup-*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (ARCHITECTURE.md).' },
      ],
    },
  },
  {
    files: ['**/*.config.{js,ts,cjs,mjs}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('The domain is framework-free: no UI libraries.', ui),
            restrict(
              'The domain is framework-free: I/O belongs in packages/adapters or packages/server.',
              io,
            ),
            restrict('Dependencies point inward: the domain imports only itself.', ourOuterLayers),
            restrict('The domain must run in browsers too: no Node APIs.', [
              'node:*',
              'fs',
              'path',
              'crypto',
              'http',
            ]),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'fetch',
          'XMLHttpRequest',
        ].map((name) => ({
          name,
          message: 'The domain is framework-free: reach the outside world through a port.',
        })),
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    // Tests and benchmarks are not part of the built package: they may use the fakes of testing/.
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/**/*.bench.ts'],
    plugins: { torque: torquePlugin },
    rules: {
      'torque/domain-layers': ['error', { root: 'packages/domain/src', layers: domainLayers }],
    },
  },
  {
    files: ['packages/adapters/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('Adapters implement domain ports; they never import web or server.', ourOuterLayers),
            restrict('Adapters render nothing.', ui),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    // The composition root, in parts (the public one stays small for the lead form's bundle).
    ignores: ['packages/web/src/app/*composition-root.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              'Only src/app/composition-root.ts wires adapters; components get ports from useServices().',
              ['@torque/adapters', '@torque/adapters/*', 'inversify', 'dexie', 'openapi-fetch'],
            ),
            restrict('The web app never imports the server.', ['@torque/server', '@torque/server/*']),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'Components render state: I/O belongs in packages/adapters behind a port.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['fetch', 'localStorage', 'sessionStorage', 'indexedDB'].map((property) => ({
          object: 'window',
          property,
          message: 'Components render state: I/O belongs in packages/adapters behind a port.',
        })),
      ],
    },
  },
  {
    // Web boundaries (ARCHITECTURE.md, Web): app/ composes features; features take ports and the
    // session from services/ and reach another feature only through its index.ts; ui/ and services/
    // sit below the features. A local rule, because it resolves relative paths (../../app/x) that
    // no-restricted-imports patterns can only guess at, and it sees dynamic import() too.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'torque-web': { rules: { boundaries: webBoundariesRule() } } },
    rules: { 'torque-web/boundaries': 'error' },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...browserClock] },
  },
  {
    // Issue 14: a dropdown kept in place inside a modal is clipped by the modal's scrolling body.
    // Dropdowns portal (the theme's default, src/app/theme.ts); one nested in another popover's
    // dropdown may stay in place, with a disable comment saying why.
    files: ['packages/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', namedExportsOnly, ...portalledDropdowns, ...browserClock],
    },
  },
  {
    // The one place that builds zoned formatters (with the zone), and tests that compute expectations.
    files: [
      'packages/web/src/ui/time.ts',
      'packages/web/src/**/*.test.{ts,tsx}',
      'packages/web/src/test/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-syntax': ['error', namedExportsOnly, ...portalledDropdowns] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('The server uses the domain and its own persistence, never adapters or web.', [
              '@torque/adapters',
              '@torque/adapters/*',
              '@torque/web',
              '@torque/web/*',
            ]),
            restrict('The server renders no UI.', ui),
          ],
        },
      ],
    },
  },
);
