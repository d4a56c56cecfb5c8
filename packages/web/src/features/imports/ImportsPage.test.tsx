import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  parseCsv,
  type ImportResult,
  type ImportTarget,
  type LeadImportOptions,
  type Result,
  type AppError,
  type UploadFile,
  type UploadProgress,
} from '@torque/domain';
import { InMemoryImportGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ImportsPage } from './ImportsPage';

const STORE = { id: 3, store_id: 'STORE-3', storeName: 'Main Street Honda', bocMaster: { id: 2 } };
const HEADERS = 'First,Last,Tel,VIN,Make,Model,Year';
const GOOD = 'Ana,Silva,(555) 201-0001,1HGCM82633A004352,Honda,Accord,2020';
const DUPLICATE = 'Ana,Silva,555-201-0001,1HGCM82633A004352,Honda,Accord,2020';
const BAD_PHONE = 'Bo,Chen,12,1HGCM82633A004352,Honda,Civic,2019';
const leadFile = () =>
  new File([['Dealer export', HEADERS, GOOD, DUPLICATE, BAD_PHONE].join('\n')], 'leads.csv', {
    type: 'text/csv',
  });

/** An upload that reports 40% and then waits, so the screen can be read mid-upload. */
class SlowUploadGateway extends InMemoryImportGateway {
  release = () => undefined as void;
  override async importCustomerVehicleLeads(
    target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
    onProgress: UploadProgress,
  ): Promise<Result<ImportResult, AppError>> {
    onProgress(40);
    await new Promise<void>((resolve) => (this.release = resolve));
    return super.importCustomerVehicleLeads(target, file, options, onProgress);
  }
}

const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

async function openWithFile(imports = new InMemoryImportGateway()) {
  const world = createFakeWorld({ stores: [STORE] });
  await imports.saveHeaderMapping({ fileType: 'CV_LEAD', mapping: [{ key: 'Tel', value: 'cellular' }] });
  const view = renderWithProviders(<ImportsPage />, { services: { ...world.services, imports } });
  await screen.findByRole('tab', { name: 'Lead files', selected: true });
  await waitFor(() => expect(combobox('Store').value).toBe('Main Street Honda'));
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, leadFile());
  await screen.findByRole('table', { name: 'Column mapping' });
  return { imports, view };
}

const fieldOf = (header: string) => combobox(`Field for ${header}`).value;

afterEach(() => vi.restoreAllMocks());

describe('ImportsPage: lead files', () => {
  it('picks the header row below a title and fills the mapping from the headers and the saved mapping', async () => {
    await openWithFile();
    expect(combobox('Header row').value).toMatch(/^Row 2: First, Last, Tel/);
    expect(fieldOf('First')).toBe('First name (required)');
    // 'Tel' is no known spelling: the saved mapping names it.
    expect(fieldOf('Tel')).toBe('Mobile phone (required)');
    expect(fieldOf('Year')).toBe('Year (required)');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(false);
  });

  it('blocks Import with the message while a required field has no column', async () => {
    await openWithFile();
    await userEvent.click(combobox('Field for Year'));
    await userEvent.click(await screen.findByRole('option', { name: 'Do not import' }));
    expect(await screen.findByText('Choose a column for: Year.')).toBeInstanceOf(Element);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
  });

  it("previews the first rows as they will be read, with 'Invalid Number' for a bad phone", async () => {
    await openWithFile();
    const rows = within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Row'),
      expect.stringMatching(/^3OKAna/),
      expect.stringMatching(/^4OKAna/),
      expect.stringMatching(/^5Invalid NumberBo/),
    ]);
  });

  it('shows the upload and processing in percent, then the counts, and saves the mapping for next time', async () => {
    const imports = new SlowUploadGateway();
    await openWithFile(imports);
    const resume = imports.pauseProcessing();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Uploading 40%')).toBeInstanceOf(Element);
    imports.release();
    expect(await screen.findByText('Processing 0% (0 of 0 rows)')).toBeInstanceOf(Element);
    resume();
    expect(await screen.findByText('2 rows imported, 1 failed')).toBeInstanceOf(Element);
    expect(await screen.findByText('1 customer created, 0 updated')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Open the lead manager' }).getAttribute('href')).toBe(
      '/leadmanager',
    );
    expect(imports.leadImports).toEqual([expect.objectContaining({ headerRow: 2 })]);
    const saved = await imports.headerMapping('CV_LEAD');
    expect(saved.ok && saved.value.mapping).toContainEqual({ key: 'Tel', value: 'cellular' });
    const batches = within(await screen.findByRole('table', { name: 'Imported files' }));
    expect(batches.getByText('leads.csv')).toBeInstanceOf(Element);
    expect(batches.getByText('COMPLETED')).toBeInstanceOf(Element);
  });

  it('downloads the failed rows as CSV: the refused row, its cells and its reason', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:failed-rows';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openWithFile();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download failed rows' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(parseCsv(await blobs[0]!.text())).toEqual([
      ['Row', 'First', 'Last', 'Tel', 'VIN', 'Make', 'Model', 'Year', 'Reason'],
      ['5', 'Bo', 'Chen', '12', '1HGCM82633A004352', 'Honda', 'Civic', '2019', 'Invalid Number'],
    ]);
  });

  it('refuses a file of another type before anything is uploaded', async () => {
    const world = createFakeWorld({ stores: [STORE] });
    const view = renderWithProviders(<ImportsPage />, { services: world.services });
    const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'leads.xls'), { applyAccept: false });
    expect(await screen.findByText('Choose a .csv or .xlsx file.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
