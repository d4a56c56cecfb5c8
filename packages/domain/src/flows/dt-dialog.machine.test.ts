import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { leadId, serverRejection } from '../testing/index.js';
import { createDtDialogMachine, type DtDialogEmitted } from './dt-dialog.machine.js';
import { DtDialogPayloadSchema, dtDialogPayload } from './dt-dialog.payload.js';
import { actorDone, actorFailed, emittedBy, FakeDtDialogGateway, invokedBy } from '../testing/flow-fakes.js';

const toast = (message: string, tone = 'success') => ({
  type: 'notice',
  notice: { title: 'Message', message, tone, durationMs: 4500 },
});
const enable = {
  type: 'SEND',
  id: leadId(101),
  lastMessage: 'When suits you?',
  dtDialogEnabled: true,
} as const;
const disable = { ...enable, dtDialogEnabled: false } as const;

describe('dtDialogPayload (spec 1 §3, §7)', () => {
  it('sends id, lastMessage, dtDialogEnabled and manualBooking false', () => {
    const payload = dtDialogPayload({ id: leadId(101), lastMessage: 'Hi', dtDialogEnabled: true });
    expect(payload).toEqual({ id: 101, lastMessage: 'Hi', dtDialogEnabled: true, manualBooking: false });
    expect(DtDialogPayloadSchema.parse(payload)).toEqual(payload);
  });
  it('adds isForced true only when forcing', () => {
    expect(
      dtDialogPayload({ id: leadId(1), lastMessage: '', dtDialogEnabled: true }, { isForced: true }),
    ).toEqual({
      id: 1,
      lastMessage: '',
      dtDialogEnabled: true,
      manualBooking: false,
      isForced: true,
    });
    expect(
      dtDialogPayload({ id: leadId(1), lastMessage: '', dtDialogEnabled: true }, { isForced: false }),
    ).not.toHaveProperty('isForced');
  });
});

describe('dt-dialog machine, pure transitions', () => {
  const machine = createDtDialogMachine({ dtDialog: new FakeDtDialogGateway() });
  const sending = (event: typeof enable | typeof disable) =>
    transition(machine, initialTransition(machine)[0], event);

  it('SEND posts the payload', () => {
    const [state, actions] = sending(enable);
    expect(state.value).toBe('sending');
    expect(invokedBy(actions)[0]?.input).toEqual({
      id: 101,
      lastMessage: 'When suits you?',
      dtDialogEnabled: true,
      manualBooking: false,
    });
  });

  it("tells 'Date Time Dialogue Sent' when enabling and 'Date Time Dialogue Disabled' when disabling", () => {
    for (const [event, text] of [
      [enable, 'Date Time Dialogue Sent'],
      [disable, 'Date Time Dialogue Disabled'],
    ] as const) {
      const [state] = sending(event);
      const [idle, actions] = transition(machine, state, actorDone('sendDtDialog'));
      expect(idle.value).toBe('idle');
      expect(emittedBy(actions)).toEqual([
        { type: 'dt-dialog-updated', dtDialogEnabled: event.dtDialogEnabled },
        toast(text),
      ]);
    }
  });

  it('an enable the server refuses shows its first error in a Yes/No confirmation', () => {
    const [state] = sending(enable);
    const refusal = {
      status: 400,
      body: { errors: ['Customer already has an appointment', 'second'], message: 'Bad Request' },
    };
    const [confirming, actions] = transition(machine, state, actorFailed('sendDtDialog', refusal));
    expect(confirming.value).toBe('confirmingForce');
    expect(emittedBy(actions)).toEqual([{ type: 'confirm', message: 'Customer already has an appointment' }]);
  });

  it('YES resends with isForced true; NO returns to idle without sending', () => {
    const [state] = sending(enable);
    const [confirming] = transition(
      machine,
      state,
      actorFailed('sendDtDialog', serverRejection(400, 'DT already used')),
    );
    const [forcing, actions] = transition(machine, confirming, { type: 'YES' });
    expect(forcing.value).toBe('forcing');
    expect(invokedBy(actions)[0]).toMatchObject({
      id: 'forceDtDialog',
      input: { id: 101, isForced: true, manualBooking: false },
    });
    const [, doneActions] = transition(machine, forcing, actorDone('forceDtDialog'));
    expect(emittedBy(doneActions)).toContainEqual(toast('Date Time Dialogue Sent'));
    const [idle, noActions] = transition(machine, confirming, { type: 'NO' });
    expect(idle.value).toBe('idle');
    expect(invokedBy(noActions)).toEqual([]);
  });

  it('a refused disable, or a failure without a server answer, is only a notice', () => {
    const [disabling] = sending(disable);
    const [idle, actions] = transition(
      machine,
      disabling,
      actorFailed('sendDtDialog', serverRejection(400, 'Nope')),
    );
    expect(idle.value).toBe('idle');
    expect(emittedBy(actions)).toEqual([toast('Nope', 'warning')]);
    const [enabling] = sending(enable);
    const [idle2, actions2] = transition(
      machine,
      enabling,
      actorFailed('sendDtDialog', new TypeError('Failed to fetch')),
    );
    expect(idle2.value).toBe('idle');
    expect(emittedBy(actions2)).toEqual([toast('Server Error!', 'danger')]);
  });
});

describe('dt-dialog machine with a fake gateway', () => {
  it('forces only after YES', async () => {
    const dtDialog = new FakeDtDialogGateway();
    dtDialog.failNext('send', serverRejection(400, 'DT already used'));
    const actor = createActor(createDtDialogMachine({ dtDialog })).start();
    const emitted: DtDialogEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send(enable);
    await waitFor(actor, (s) => s.matches('confirmingForce'));
    expect(dtDialog.payloads.map((p) => p.isForced)).toEqual([undefined]);
    actor.send({ type: 'YES' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(dtDialog.payloads.map((p) => p.isForced)).toEqual([undefined, true]);
    expect(emitted).toEqual([
      { type: 'confirm', message: 'DT already used' },
      { type: 'dt-dialog-updated', dtDialogEnabled: true },
      toast('Date Time Dialogue Sent'),
    ]);
  });
});
