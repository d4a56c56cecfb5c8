import { parseCsv } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// The six starts a spreadsheet may read as a formula (OWASP), written out here, not taken from the code.
const STARTS = ['=', '+', '-', '@', '\t', '\r'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the opcode CSV export (issue 28, point 9)', () => {
  it('writes a description that starts like a formula with a leading quote, and a plain one as it is', async () => {
    const descriptions = [
      ...STARTS.map((start) => `${start}HYPERLINK("http://x","Oil")`),
      'Oil, "synthetic"',
    ];
    for (const [index, description] of descriptions.entries())
      await server.db.query('INSERT INTO opcode (store_id, code, description) VALUES (1, $1, $2)', [
        `CSV${index}`,
        description,
      ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/opcode/download',
      payload: { storeId: 1, searchText: 'HYPERLINK' },
      headers: await server.signIn('SUPER_USER'),
    });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body.replace(/\r\n$/, ''));
    expect(header).toEqual(['opcode', 'description', 'storeId', 'skillHours']);
    expect(lines.map(([code, description]) => [code, description])).toEqual(
      STARTS.map((start, index) => [`CSV${index}`, `'${start}HYPERLINK("http://x","Oil")`]),
    );
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/opcode/download',
      payload: { storeId: 1, searchText: 'synthetic' },
      headers: await server.signIn('SUPER_USER'),
    });
    expect(parseCsv(plain.body.replace(/\r\n$/, ''))[1]?.[1]).toBe('Oil, "synthetic"');
  });
});
