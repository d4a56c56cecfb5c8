import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPTED_OUT_MESSAGE, type PlannerRow } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { MailingListsPage } from './MailingListsPage';

// The sample session's enterprise, the tenant of its lists.
const TENANT = 5;

function world() {
  return createFakeWorld({
    leads: [sampleLead({ id: 101 as never }), sampleLead({ id: 102 as never })],
    session: sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] }),
  });
}

async function createList(code: string) {
  const input = await screen.findByRole('textbox', { name: 'New list code' });
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
}

const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });

describe('the mailing lists screen (issue 19)', () => {
  it('refuses a code without LIST- as the spec words it, creates one with it, and adds an entry by hand', async () => {
    const fake = world();
    renderWithProviders(<MailingListsPage />, { services: fake.services });
    expect(await screen.findByText('No mailing lists yet.')).toBeInstanceOf(Element);
    await createList('Customers');
    expect(await screen.findByText('List Should Start With LIST-')).toBeInstanceOf(Element);
    await createList('LIST-NOV');
    const nav = await screen.findByRole('navigation', { name: 'Mailing lists' });
    expect(within(nav).getByText('LIST-NOV')).toBeInstanceOf(Element);
    expect(await screen.findByRole('heading', { name: 'LIST-NOV' })).toBeInstanceOf(Element);

    const form = screen.getByRole('form', { name: 'Add an entry' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Ana');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cellular' }), '71855');
    await userEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Invalid Number');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cellular' }), '50101');
    await userEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    const table = await screen.findByRole('table', { name: 'Entries' });
    expect(within(table).getByText('Ana')).toBeInstanceOf(Element);
    expect(within(table).getByText('(718)-555-0101')).toBeInstanceOf(Element);

    await userEvent.click(within(table).getByRole('button', { name: 'Remove Ana' }));
    expect(await screen.findByText('No entries yet: add one above or from a CSV file.')).toBeInstanceOf(
      Element,
    );
  });

  it('adds entries from a CSV: matched headers, a preview count, then the added and skipped summary', async () => {
    const fake = world();
    await fake.mailingLists.create(TENANT, 'LIST-CSV');
    renderWithProviders(<MailingListsPage />, { services: fake.services });
    await userEvent.click(await screen.findByRole('button', { name: 'Add from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from CSV' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      csvFile(
        'First Name,Last Name,Phone,E-mail\nAna,Reed,718-555-0101,\n\nBo,Lee,12,\nCy,Park,,cy@example.com\n',
      ),
    );
    expect(await within(dialog).findByText('2 entries will be added')).toBeInstanceOf(Element);
    expect(within(dialog).getByText('1 entry will be skipped')).toBeInstanceOf(Element);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 entries' }));
    expect(await within(dialog).findByText('Added: 2')).toBeInstanceOf(Element);
    const skipped = within(dialog).getByRole('table', { name: 'Skipped rows' });
    // Line 4 of the file: the header is line 1 and the blank line 3 is not an entry.
    expect(within(skipped).getAllByRole('row').at(1)?.textContent).toBe('4Invalid Number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const table = await screen.findByRole('table', { name: 'Entries' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('refuses a file without a contact column before anything is sent', async () => {
    const fake = world();
    await fake.mailingLists.create(TENANT, 'LIST-NONE');
    renderWithProviders(<MailingListsPage />, { services: fake.services });
    await userEvent.click(await screen.findByRole('button', { name: 'Add from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from CSV' });
    await userEvent.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      csvFile('Name,City\nAna,Troy\n'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'The file has no cellular, phone or e-mail column: name one in its first row.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
  });

  it('texts a list through the bulk start preview and starts only the leads it would text', async () => {
    const fake = world();
    const row = (vehicleId: number, lead: number, extra: Partial<PlannerRow> = {}): PlannerRow =>
      ({
        vehicleId,
        customerName: `Owner ${vehicleId}`,
        vin: `VIN${vehicleId}`.padEnd(17, '0'),
        plannedServiceType: 'OIL_CHANGE_10K',
        reason: 'due',
        optedOut: false,
        futureServiceInteractionId: lead,
        ...extra,
      }) as PlannerRow;
    fake.planners.setRows('10K', [row(6, 101), row(7, 102, { optedOut: true })]);
    fake.mailingLists.addLead(101, { cellular: '+17185550101' });
    fake.mailingLists.addLead(102, { email: 'opted@example.com' });
    await fake.mailingLists.create(TENANT, 'LIST-TEXT');
    await fake.mailingLists.addEntries({
      tenantId: TENANT,
      mailingListMasterId: 1,
      entries: [{ cellular: '7185550101' }, { email: 'opted@example.com' }, { email: 'nobody@example.com' }],
    });
    renderWithProviders(<MailingListsPage />, { services: fake.services });
    await screen.findByRole('table', { name: 'Entries' });
    await userEvent.click(screen.getByRole('button', { name: 'Text this list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start conversations' });
    expect(within(dialog).getByText('1 text will go')).toBeInstanceOf(Element);
    expect(await screen.findByText('1 entry matches no lead waiting for a first text.')).toBeInstanceOf(
      Element,
    );
    expect(
      within(within(dialog).getByRole('table', { name: 'Left out' })).getByText(OPTED_OUT_MESSAGE),
    ).toBeInstanceOf(Element);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 1 text' }));
    expect(await screen.findByText('Successfully Initiated! 1 started; 1 left out.')).toBeInstanceOf(Element);
    expect(fake.leadWorkflow.workflowsOf(101)).toEqual(['bulk-initiate']);
    expect(fake.leadWorkflow.workflowsOf(102)).toEqual([]);
  });
});
