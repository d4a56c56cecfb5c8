// The baseline of the HTTP benchmark (npm run bench:http), in its own process like the server under
// test: a bare Fastify 5 server answering each route with bytes held in memory. argv[2] is a JSON
// list of { path, status, headers, bodyFile }: the answers the benchmark recorded from Torque.
// Prints its base URL on the first line of stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Fastify is a dependency of the server package, resolved from there (pnpm does not hoist it).
const require = createRequire(new URL('../../packages/server/package.json', import.meta.url));
const Fastify = require('fastify');
const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const bare = Fastify();
for (const { path, status, headers, bodyFile } of answers) {
  const body = readFileSync(bodyFile);
  bare.get(path, async (_request, reply) => reply.status(status).headers(headers).send(body));
}
const base = await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${base}\n`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void bare.close().then(() => process.exit(0)));
