import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('texts a list: a message with a placeholder, a preview of who is texted and who not and why, then the send', async () => {
    const fake = world();
    fake.mailingLists.addLead(101, { cellular: '+17185550101' });
    await fake.mailingLists.create(TENANT, 'LIST-TEXT');
    await fake.mailingLists.addEntries({
      tenantId: TENANT,
      mailingListMasterId: 1,
      entries: [
        { firstName: 'Known', cellular: '7185550101' },
        { firstName: 'Mail', email: 'nobody@example.com' },
        { firstName: 'Stranger', cellular: '2125550199' },
      ],
    });
    renderWithProviders(<MailingListsPage />, { services: fake.services });
    await screen.findByRole('table', { name: 'Entries' });
    await userEvent.click(screen.getByRole('button', { name: 'Text this list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Text this list · LIST-TEXT' });
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await userEvent.type(message, 'Hi ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'First Name' }));
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe('Hi ${lead.contact.firstName}'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(
      await within(dialog).findByText('1 text goes now, 0 held for quiet hours, 2 not texted.'),
    ).toBeInstanceOf(Element);
    const table = within(dialog).getByRole('table', { name: 'Who will be texted' });
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(rowOf('Known')).getByText('Texted now')).toBeInstanceOf(Element);
    expect(within(rowOf('Mail')).getByText('No mobile number')).toBeInstanceOf(Element);
    expect(
      within(rowOf('Stranger')).getByText('Consent missing: not a customer of your stores'),
    ).toBeInstanceOf(Element);
    expect(fake.mailingLists.sentTexts).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 1 text' }));
    expect(
      await screen.findByText('List texted: 1 text goes now, 0 held for quiet hours, 2 not texted.'),
    ).toBeInstanceOf(Element);
    expect(fake.mailingLists.sentTexts).toEqual([{ leadId: 101, body: 'Hi ${lead.contact.firstName}' }]);
  });
});
