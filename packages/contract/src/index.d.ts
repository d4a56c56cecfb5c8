// Types only: there is no runtime module, so consumers must use `import type` (verbatimModuleSyntax
// makes tsc refuse anything else), and the server's build and the web's Vite build erase the imports.
export type { $defs, components, operations, paths, webhooks } from './generated/api.js';
