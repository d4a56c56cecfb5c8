// The baseline of the send benchmark, in its own process like the server under test: the least a
// server can do for a staff send. It answers the same two routes on node:http alone (no framework, no
// database): a send gets the next id and goes out as one MESSAGE_CREATED to every open event stream,
// serialised once. Prints its base URL on the first line of stdout.
import { createServer } from 'node:http';

const SEND = '/api/svc-message-instance/svc-send-message';
const EVENTS = '/api/realtime/events';
const streams = new Set();
let nextId = 1;

function send(request, response) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const draft = JSON.parse(body);
    const message = {
      id: nextId++,
      fsiId: draft.jaguarFutureServiceInteractionId,
      content: draft.content,
      direction: draft.direction,
      messageType: draft.messageType,
      fromAddress: draft.from,
      toAddress: draft.to,
      messageStatus: 'sent',
      createdOn: new Date().toISOString(),
    };
    const event = `id: ${message.id}\nevent: MESSAGE_CREATED\ndata: ${JSON.stringify({ message })}\n\n`;
    for (const stream of streams) stream.write(event);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
  });
}

function events(request, response) {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.write('retry: 1000\n\n');
  streams.add(response);
  request.on('close', () => streams.delete(response));
}

const server = createServer((request, response) => {
  if (!request.headers.authorization) return response.writeHead(401).end();
  if (request.method === 'POST' && request.url === SEND) return send(request, response);
  if (request.method === 'GET' && request.url === EVENTS) return events(request, response);
  response.writeHead(404).end();
});
// Idle kept-alive sockets stay open as long as the load's pool keeps them (Node's default 5 s races it).
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}\n`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const stream of streams) stream.end();
    server.close(() => process.exit(0));
  });
