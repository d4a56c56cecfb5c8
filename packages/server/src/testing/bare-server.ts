import Fastify from 'fastify';

/** A bare Fastify server answering one fixed JSON body at /bare: the baseline of the load benchmark. */
export async function startBareJsonServer(
  body: string,
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
  const base = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${base}/bare`, close: () => bare.close() };
}
