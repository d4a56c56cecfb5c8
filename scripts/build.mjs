// `npm run build`: the domain, server and web builds through the pinned pnpm, so it works on a
// machine that has only Node and npm (the same steps `npm start` and `npm test` run).
import { onSupportedNode } from './node-runtime.mjs';
import { build } from './lib.mjs';

await onSupportedNode();

build();
