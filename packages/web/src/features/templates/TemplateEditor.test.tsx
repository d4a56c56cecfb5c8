import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { TemplatePicker } from './TemplatePicker';

const lead = sampleLead();

function renderPicker() {
  const world = createFakeWorld({ leads: [lead] });
  renderWithProviders(<TemplatePicker lead={lead} session={sampleUserSession()} onApply={vi.fn()} />, {
    services: world.services,
  });
  return world;
}

async function openEditor() {
  await userEvent.click(screen.getByRole('button', { name: '+ Add' }));
  return screen.findByRole('dialog', { name: 'Add template' });
}

describe('TemplateEditor', () => {
  it('asks for a title and a body before saving', async () => {
    const world = renderPicker();
    const editor = await openEditor();
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByText('Please Enter Title')).toBeInstanceOf(Element);
    expect(within(editor).getByText('Please Enter Message')).toBeInstanceOf(Element);
    const saved = await world.customTemplates.userTemplates(lead.plannedServiceType);
    expect(saved).toMatchObject({ ok: true, value: { data: [] } });
  });

  it('offers the service type, title and body, with the insert menus of spec 1 §3', async () => {
    renderPicker();
    const editor = await openEditor();
    expect(within(editor).getByRole('combobox', { name: 'Service type' })).toBeInstanceOf(Element);
    expect((within(editor).getByRole('combobox', { name: 'Service type' }) as HTMLInputElement).value).toBe(
      '5K',
    );
    const menus = within(editor).getByRole('group', { name: 'Insert a placeholder' });
    const names = within(menus)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Assistant', 'Customer', 'Office', 'Product', 'Service']);

    await userEvent.click(within(menus).getByRole('button', { name: 'Product' }));
    const product = await screen.findByRole('menu', { name: 'Product' });
    expect(
      within(product)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['VIN', 'Make', 'Year', 'Model', 'Sold Date', 'Estimated Due Date']);
  });

  it('inserts a placeholder at the caret and saves the template with br line breaks', async () => {
    const world = renderPicker();
    const editor = await openEditor();
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Title' }), 'Welcome');
    const body = within(editor).getByRole('textbox', { name: 'Body' });
    await userEvent.type(body, 'Hi !{Shift>}{Enter}{/Shift}See you soon');
    (body as HTMLTextAreaElement).setSelectionRange(3, 3);
    await userEvent.click(within(editor).getByRole('button', { name: 'Customer' }));
    await userEvent.click(
      within(await screen.findByRole('menu', { name: 'Customer' })).getByRole('menuitem', {
        name: 'First Name',
      }),
    );
    expect((body as HTMLTextAreaElement).value).toBe('Hi ${lead.contact.firstName}!\nSee you soon');

    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Updated')).toBeInstanceOf(Element);
    const saved = await world.customTemplates.userTemplates(lead.plannedServiceType);
    expect(saved).toMatchObject({
      ok: true,
      value: {
        data: [
          {
            title: 'Welcome',
            body: 'Hi ${lead.contact.firstName}!<br>See you soon',
            serviceType: 'OIL_CHANGE',
            enterpriseId: 5,
            scope: 'PERSONAL',
          },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Use template Welcome' })).toBeInstanceOf(Element);
  });

  it('edits an existing template, showing its body with real line breaks', async () => {
    const world = createFakeWorld({ leads: [lead] });
    await world.customTemplates.save({
      title: 'Due',
      body: 'Line one<br>Line two',
      serviceType: 'OIL_CHANGE',
      enterpriseId: 5,
    });
    renderWithProviders(<TemplatePicker lead={lead} session={sampleUserSession()} onApply={vi.fn()} />, {
      services: world.services,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Due' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit template' });
    const body = within(editor).getByRole('textbox', { name: 'Body' }) as HTMLTextAreaElement;
    expect(body.value).toBe('Line one\nLine two');
    await userEvent.type(body, ' and three');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await world.customTemplates.template(1)).toMatchObject({
        ok: true,
        value: { templateId: 1, body: 'Line one<br>Line two and three' },
      }),
    );
  });

  it('holds the title to 200 characters and the body to 5000, a line break counting as its stored 4', async () => {
    const world = renderPicker();
    const editor = await openEditor();
    expect(within(editor).getByRole('textbox', { name: 'Title' }).getAttribute('maxlength')).toBe('200');
    const body = within(editor).getByRole('textbox', { name: 'Body' });
    expect(body.getAttribute('maxlength')).toBe('5000');
    fireEvent.change(body, { target: { value: `${'a'.repeat(3996)}\n` } });
    expect(within(editor).getByText('4,000 of 5,000 characters (a line break counts as 4)')).toBeInstanceOf(
      Element,
    );
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Title' }), 'Long');
    fireEvent.change(body, { target: { value: `${'a'.repeat(4997)}\n` } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(
      within(editor).getByText('A template is at most 5000 characters (a line break counts as 4).'),
    ).toBeInstanceOf(Element);
    const saved = await world.customTemplates.userTemplates(lead.plannedServiceType);
    expect(saved).toMatchObject({ ok: true, value: { data: [] } });
  });
});
