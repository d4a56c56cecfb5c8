// The baseline of the load benchmark, in its own process like the server under test: a bare Fastify
// route answering a fixed JSON body (the conversation history's own answer, read from the file in argv[2]).
// Prints its base URL on the first line of stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Fastify is a dependency of the server package, resolved from there (pnpm does not hoist it).
const require = createRequire(new URL('../../packages/server/package.json', import.meta.url));
const Fastify = require('fastify');
const body = readFileSync(process.argv[2], 'utf8');

const bare = Fastify();
bare.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
const base = await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${base}\n`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void bare.close().then(() => process.exit(0)));
