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
  // The server's check of the whole file has answered (the file has a bad row).
  await screen.findByRole('table', { name: 'Rows with problems' });
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
    // Enabled once the server has checked the whole file and there is nothing to ask.
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(false),
    );
  });

  it('blocks Import with the message while a required field has no column', async () => {
    await openWithFile();
    await userEvent.click(combobox('Field for Year'));
    await userEvent.click(await screen.findByRole('option', { name: 'Do not import' }));
    expect(await screen.findByText('Choose a column for: Year.')).toBeInstanceOf(Element);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
  });

  it("lists the server's check of every row: 'Invalid Number' for a bad phone", async () => {
    await openWithFile();
    const table = await screen.findByRole('table', { name: 'Rows with problems' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Row'),
      expect.stringMatching(/^5Invalid NumberBo/),
    ]);
    expect(screen.getByText('Rows with problems (1)')).toBeInstanceOf(Element);
  });

  it('asks how ambiguous sold dates are written and for each shared phone, and sends the answers', async () => {
    const imports = new InMemoryImportGateway();
    const world = createFakeWorld({ stores: [STORE] });
    const view = renderWithProviders(<ImportsPage />, { services: { ...world.services, imports } });
    await waitFor(() => expect(combobox('Store').value).toBe('Main Street Honda'));
    const bad = Array.from(
      { length: 12 },
      (_, i) => `Bad${i},Row,12,1HGCM82633A00435${i % 10},Honda,Civic,2019,`,
    );
    const file = new File(
      [
        [
          'First,Last,Phone #,VIN #,Make,Model,Year,Sold Date',
          'Ana,Silva,(555) 201-0001,1HGCM82633A004352,Honda,Accord,2020,01/03/2025',
          'Rui,Silva,555-201-0001,1HGCM82633A004353,Honda,Civic,2020,02/04/2025',
          ...bad,
        ].join('\n'),
      ],
      'family.csv',
      { type: 'text/csv' },
    );
    await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type=file]')!, file);
    // "Phone #" and "VIN #" are matched on the first file.
    await screen.findByRole('table', { name: 'Column mapping' });
    expect(fieldOf('Phone #')).toBe('Mobile phone (required)');
    expect(fieldOf('VIN #')).toBe('VIN (required)');
    const question = await screen.findByRole('radiogroup', { name: /How are the sold dates written\?/ });
    expect(screen.getByText('01/03/2025 (row 2) could be 1 March 2025 or 3 January 2025.')).toBeInstanceOf(
      Element,
    );
    // Every problem row is listed (12), a page of 10 at a time.
    expect(screen.getByText('Rows with problems (12)')).toBeInstanceOf(Element);
    const table = screen.getByRole('table', { name: 'Rows with problems' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(
      within(screen.getByRole('table', { name: 'Rows with problems' })).getAllByRole('row'),
    ).toHaveLength(3);
    const importButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Import' });
    expect(importButton.disabled).toBe(true);
    expect(
      screen.getByText('Choose how the sold dates are written (DD/MM/YYYY or MM/DD/YYYY) before importing.'),
    ).toBeInstanceOf(Element);
    await userEvent.click(within(question).getByRole('radio', { name: /^DD\/MM\/YYYY/ }));
    const household = screen.getByRole('table', { name: 'Shared mobile numbers' });
    expect(within(household).getByText('Ana Silva (row 2 of this file)')).toBeInstanceOf(Element);
    expect(importButton.disabled).toBe(true);
    await userEvent.click(within(household).getByRole('radio', { name: 'Keep separate' }));
    await waitFor(() => expect(importButton.disabled).toBe(false));
    await userEvent.click(importButton);
    await waitFor(() =>
      expect(imports.leadImports).toEqual([
        expect.objectContaining({
          dateFormat: 'DD/MM/YYYY',
          households: [{ rowNumber: 3, choice: 'SEPARATE' }],
        }),
      ]),
    );
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
    expect(await screen.findByText('1 customer created, 0 updated, 0 merged, 1 refused')).toBeInstanceOf(
      Element,
    );
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
