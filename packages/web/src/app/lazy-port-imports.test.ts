import type { ImportGateway, ImportProgress } from '@torque/domain';
import { InMemoryImportGateway } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { lazyPort } from './lazy-port';

const processing = { batchId: 7, fileName: 'big.csv', status: 'PROCESSING', percent: 30, total: 10 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const lazyImports = () =>
  lazyPort<ImportGateway>(async () => new InMemoryImportGateway({ batches: [processing] }));

// The imports port is bound through lazyPort; its progress watch takes a stop signal, so it works
// before the adapter has loaded.
describe('the imports port loaded on first use', () => {
  it('hears an import progress watched before the adapter loaded', async () => {
    const heard: ImportProgress[] = [];
    lazyImports().watchImport(7, (progress) => heard.push(progress), new AbortController().signal);
    await settle();
    expect(heard.map((p) => p.percent)).toEqual([30]);
  });

  it('a watch stopped before the adapter loaded never hears anything', async () => {
    const heard: ImportProgress[] = [];
    const stop = new AbortController();
    lazyImports().watchImport(7, (progress) => heard.push(progress), stop.signal);
    stop.abort();
    await settle();
    expect(heard).toEqual([]);
  });
});
