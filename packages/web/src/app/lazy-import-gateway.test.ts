import type { ImportProgress } from '@torque/domain';
import { InMemoryImportGateway } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { lazyImportGateway } from './lazy-import-gateway';

const processing = { batchId: 7, fileName: 'big.csv', status: 'PROCESSING', percent: 30, total: 10 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyImportGateway', () => {
  it('hands back the stop of watchImport at once and hears the stream once the adapter has loaded', async () => {
    let loads = 0;
    const gateway = lazyImportGateway(async () => {
      loads += 1;
      return new InMemoryImportGateway({ batches: [processing] });
    });
    const heard: ImportProgress[] = [];
    const stop = gateway.watchImport(7, (progress) => heard.push(progress));
    expect(typeof stop).toBe('function');
    await settle();
    expect(heard.map((p) => p.percent)).toEqual([30]);
    expect((await gateway.cvLeadBatches({ page: 0, size: 5 })).ok).toBe(true);
    expect(loads).toBe(1);
  });

  it('a watch stopped before the adapter loaded never subscribes', async () => {
    const gateway = lazyImportGateway(async () => new InMemoryImportGateway({ batches: [processing] }));
    const heard: ImportProgress[] = [];
    gateway.watchImport(7, (progress) => heard.push(progress))();
    await settle();
    expect(heard).toEqual([]);
  });
});
