import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROCESSING_STARTED } from '@torque/domain';
import { InMemoryImportGateway } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ImportsPage } from './ImportsPage';

const STORE = { id: 3, store_id: 'STORE-3', storeName: 'Main Street Honda', bocMaster: { id: 2 } };
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

function open(imports: InMemoryImportGateway) {
  const world = createFakeWorld({ stores: [STORE] });
  return renderWithProviders(<ImportsPage />, { services: { ...world.services, imports } });
}

describe('ImportsPage: batches and data-sync files', () => {
  it('re-attaches a batch still processing to its progress stream', async () => {
    const imports = new InMemoryImportGateway({
      batches: [{ batchId: 7, fileName: 'big.csv', status: 'PROCESSING', percent: 30, total: 1000 }],
    });
    const watch = vi.spyOn(imports, 'watchImport');
    open(imports);
    const batches = within(await screen.findByRole('table', { name: 'Imported files' }));
    expect(batches.getByText('30%')).toBeInstanceOf(Element);
    expect(watch).toHaveBeenCalledWith(7, expect.any(Function), expect.any(AbortSignal));
  });

  it('uploads a health alert file for the store, lists it, and starts its enrichment', async () => {
    const imports = new InMemoryImportGateway();
    const view = open(imports);
    await userEvent.click(await screen.findByRole('tab', { name: 'Data-sync files' }));
    await waitFor(() => expect(combobox('Store').value).toBe('Main Street Honda'));
    await userEvent.click(combobox('File type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Health alert (HEA)' }));
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['VIN,Alert\n1HGCM82633A004352,Oil'], 'hea.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(PROCESSING_STARTED)).toBeInstanceOf(Element);
    expect(imports.fileReports()).toEqual([
      expect.objectContaining({ fileType: 'HEA_ALERT', storeId: 3, bocId: 2, fileName: 'hea.csv' }),
    ]);
    imports.seed({
      alertRecords: [
        { id: 11, fileReportId: 1, statusType: 'NEW', vin: '1HGCM82633A004352', customerName: 'Ana Silva' },
      ],
    });
    const reports = within(await screen.findByRole('table', { name: 'Uploaded files' }));
    await userEvent.click(reports.getByRole('button', { name: 'Records' }));
    expect(await screen.findByText('Ana Silva')).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Enrich' }));
    await waitFor(() =>
      expect(imports.enrichmentRuns).toEqual([
        { run: 'enrichment', request: expect.objectContaining({ fileReportId: 1 }) },
      ]),
    );
  });

  it('asks for a reason before a record is rejected, then saves the status with it', async () => {
    const imports = new InMemoryImportGateway({
      fileReports: [
        { fileReportId: 4, enterpriseId: 5, fileType: 'FEA_ALERT', fileName: 'fea.csv', status: 'COMPLETED' },
      ],
      alertRecords: [{ id: 21, fileReportId: 4, statusType: 'NEW', customerName: 'Bo Chen' }],
    });
    open(imports);
    await userEvent.click(await screen.findByRole('tab', { name: 'Data-sync files' }));
    await userEvent.click(combobox('File type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Feature alert (FEA)' }));
    await userEvent.click(
      within(await screen.findByRole('table', { name: 'Uploaded files' })).getByRole('button', {
        name: 'Records',
      }),
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'New status for record 21' }));
    await userEvent.click(await screen.findByRole('option', { name: 'REJECTED' }));
    expect(screen.getByText('Give a reason for rejecting the record.')).toBeInstanceOf(Element);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Sold the car');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const records = await imports.alertRecords('FEA', 4, { page: 0, size: 10 });
      expect(records.ok && records.value.data[0]).toMatchObject({
        statusType: 'REJECTED',
        reasonkey: 'Sold the car',
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create FEA leads' }));
    await waitFor(() => expect(imports.enrichmentRuns.map((r) => r.run)).toEqual(['lisa-fea']));
  });
});
