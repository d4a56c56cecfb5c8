import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { DeveloperPage } from './DeveloperPage';

describe('DeveloperPage', () => {
  it('opens a template, shows its preview through the sanitiser, and logs what was done', async () => {
    const world = createFakeWorld();
    await world.developer.saveFile({
      kind: 'tpl',
      name: 'opening.tpl',
      content: '<b>Hi</b><img src=x onerror="alert(1)">',
    });
    renderWithProviders(<DeveloperPage />, { services: world.services });
    const files = await screen.findByRole('navigation', { name: 'Developer files' });
    await userEvent.click(await within(files).findByText('opening.tpl'));
    expect(await screen.findByDisplayValue(/<b>Hi<\/b>/)).toBeInstanceOf(Element);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByLabelText('Preview');
    expect(within(preview).getByText('Hi').tagName).toBe('B');
    expect(preview.querySelector('img[onerror]')).toBeNull();
    const log = screen.getByRole('table', { name: 'Session log' });
    expect(within(log).getByText('Preview opening.tpl')).toBeInstanceOf(Element);
  });

  it('runs Execute only against a chosen lead, as a dry run', async () => {
    const world = createFakeWorld();
    await world.developer.saveFile({ kind: 'aiva', name: 'replies.aiva', content: '{}' });
    renderWithProviders(<DeveloperPage />, { services: world.services });
    await userEvent.click(await screen.findByText('replies.aiva'));
    const execute = await screen.findByRole('button', { name: 'Execute (dry run)' });
    expect(execute).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Lead' }), '7');
    await userEvent.type(screen.getByRole('textbox', { name: "Customer's text" }), 'price?');
    await userEvent.click(execute);
    expect(await screen.findByText('Dry run: nothing was sent')).toBeInstanceOf(Element);
  });

  it('holds a file to 200,000 characters, its dry-run text to 1600 and a log note to 2000 (issue 28)', async () => {
    const world = createFakeWorld();
    await world.developer.saveFile({ kind: 'aiva', name: 'replies.aiva', content: '{}' });
    renderWithProviders(<DeveloperPage />, { services: world.services });
    await userEvent.click(await screen.findByText('replies.aiva'));
    const editor = await screen.findByRole('textbox', { name: 'replies.aiva' });
    expect(editor.getAttribute('maxlength')).toBe('200000');
    expect(screen.queryByText(/characters$/)).toBeNull();
    fireEvent.change(editor, { target: { value: 'a'.repeat(200_000) } });
    expect(screen.getByText('200,000 of 200,000 characters')).toBeInstanceOf(Element);
    expect(screen.getByRole('textbox', { name: "Customer's text" }).getAttribute('maxlength')).toBe('1600');
    expect(screen.getByRole('textbox', { name: 'Log' }).getAttribute('maxlength')).toBe('2000');
  });
});
