import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type AppError, type Result, type UploadedFile } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { Composer } from './Composer';

const lead = sampleLead();

function renderComposer() {
  const world = createFakeWorld({ leads: [lead] });
  renderWithProviders(<Composer lead={lead} session={sampleUserSession()} onSent={vi.fn()} />, {
    services: world.services,
  });
  return world;
}

const estimate = () => new File(['Brakes: $240'], 'estimate.pdf', { type: 'application/pdf' });

describe('Composer attachments', () => {
  it('uploads a file with progress, then sends its link as the message media', async () => {
    const world = renderComposer();
    let finish: (result: Result<UploadedFile, AppError>) => void = () => undefined;
    const uploadFile = vi
      .spyOn(world.conversations, 'uploadFile')
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));

    await userEvent.upload(screen.getByLabelText('Attach a file', { selector: 'input' }), estimate());
    const progress = await screen.findByRole('progressbar', { name: 'Uploading estimate.pdf' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(uploadFile).toHaveBeenCalledWith(lead.id, expect.objectContaining({ name: 'estimate.pdf' }));

    finish(ok({ url: '/uploads/101/1/estimate.pdf', fileName: 'estimate.pdf' }));
    expect(await screen.findByRole('link', { name: 'estimate.pdf' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await waitFor(() => expect(world.assistants.queries).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Your estimate');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(world.conversations.sendRequests).toHaveLength(1));
    expect(world.conversations.sendRequests[0]?.mediaUrl).toBe('/uploads/101/1/estimate.pdf');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'estimate.pdf' })).toBeNull());
  });

  it('removes an attachment before sending, so the message goes without media', async () => {
    const world = renderComposer();
    await userEvent.upload(screen.getByLabelText('Attach a file', { selector: 'input' }), estimate());
    await userEvent.click(await screen.findByRole('button', { name: 'Remove estimate.pdf' }));
    expect(screen.queryByRole('link', { name: 'estimate.pdf' })).toBeNull();
    await waitFor(() => expect(world.assistants.queries).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(world.conversations.sendRequests).toHaveLength(1));
    expect(world.conversations.sendRequests[0]?.mediaUrl).toBe('-');
  });

  it('tells a failed upload and attaches nothing', async () => {
    const world = renderComposer();
    vi.spyOn(world.conversations, 'uploadFile').mockResolvedValue(
      err({ code: 'SERVER_REJECTED', message: 'File too large', tone: 'warning' }),
    );
    await userEvent.upload(screen.getByLabelText('Attach a file', { selector: 'input' }), estimate());
    expect(await screen.findByText('File too large')).toBeInstanceOf(Element);
    expect(screen.queryByRole('group', { name: 'Attachment' })).toBeNull();
  });
});
