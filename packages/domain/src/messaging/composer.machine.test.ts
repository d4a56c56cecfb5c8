import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import {
  fixedClock,
  InMemoryConversationGateway,
  InMemoryLeadGateway,
  sampleAssistant,
  sampleLead,
  serverRejection,
} from '../testing/index.js';
import { createComposerMachine, type ComposerEmitted, type ComposerInput } from './composer.machine.js';

const lead = sampleLead();
const input: ComposerInput = { lead, assistant: sampleAssistant(), session: { userMasterId: 42 } };

function setUp() {
  const leads = new InMemoryLeadGateway([lead]);
  const conversations = new InMemoryConversationGateway({ leads, clock: fixedClock('2025-03-14T15:00:00Z') });
  const actor = createActor(createComposerMachine({ conversations }), { input });
  const emitted: ComposerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const notices = () => emitted.flatMap((e) => (e.type === 'notice' ? [e.notice] : []));
  return { actor, conversations, leads, emitted, notices };
}

describe('composer machine with an in-memory conversation gateway', () => {
  it('starts editing an empty SMS draft', () => {
    const { actor } = setUp();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ actionType: 'sms', content: '', subject: '' });
  });

  it('tells "Please Enter Message" for an empty draft and stays editing without calling the gateway', () => {
    const { actor, conversations, notices } = setUp();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notices()).toEqual([
      { title: 'Message', message: 'Please Enter Message', tone: 'warning', durationMs: 4500 },
    ]);
    expect(conversations.sendRequests).toEqual([]);
  });

  it('sends a good SMS, clears the draft, emits the stored message and "Successfully Sent"', async () => {
    const { actor, conversations, emitted, notices } = setUp();
    actor.send({ type: 'EDIT', content: '<p>Your car is <b>ready</b>.</p>' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('sending');
    const done = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(done.context).toMatchObject({ content: '', subject: '' });
    expect(conversations.sendRequests).toHaveLength(1);
    expect(conversations.sendRequests[0]).toMatchObject({
      to: '+15551234567',
      content: 'Your car is ready.',
    });
    const sent = emitted.find((e) => e.type === 'sent');
    expect(sent?.type === 'sent' && sent.message).toMatchObject({
      id: 1,
      messageStatus: 'queued',
      content: 'Your car is ready.',
    });
    expect(notices()).toEqual([
      { title: 'Message', message: 'Successfully Sent', tone: 'success', durationMs: 4500 },
    ]);
  });

  it('tells the failure with the error message and keeps the draft when the gateway refuses', async () => {
    const { actor, conversations, emitted, notices } = setUp();
    conversations.failNext('send', serverRejection(400, 'Carrier unavailable'));
    actor.send({ type: 'EDIT', content: 'Your car is ready.' });
    actor.send({ type: 'SEND' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(done.context.content).toBe('Your car is ready.');
    expect(notices()).toEqual([
      { title: 'Message', message: 'Carrier unavailable', tone: 'warning', durationMs: 4500 },
    ]);
    expect(emitted.some((e) => e.type === 'sent')).toBe(false);
    expect(conversations.messages()).toEqual([]);
  });

  it('tells "Server Error!" when the gateway breaks without an AppError', async () => {
    const conversations = new InMemoryConversationGateway();
    conversations.send = () => Promise.reject(new TypeError('Failed to fetch'));
    const actor = createActor(createComposerMachine({ conversations }), { input });
    const emitted: ComposerEmitted[] = [];
    actor.on('notice', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'EDIT', content: 'Hi' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(emitted.map((e) => e.type === 'notice' && e.notice.message)).toEqual(['Server Error!']);
  });

  it('sends an e-mail with its subject once the subject is written', async () => {
    const { actor, conversations, notices } = setUp();
    actor.send({ type: 'CHOOSE_ACTION', actionType: 'email' });
    actor.send({ type: 'EDIT', content: '<p>Hello</p>' });
    actor.send({ type: 'SEND' });
    expect(notices().map((n) => n.message)).toEqual(['Please Enter Subject']);
    actor.send({ type: 'EDIT_SUBJECT', subject: 'Your visit' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(conversations.sendRequests[0]).toMatchObject({
      messageType: 'EMAIL',
      subject: 'Your visit',
      content: '<p>Hello</p>',
    });
  });

  it('sends an attached file as the media URL, then forgets it; without one the media is "-"', async () => {
    const { actor, conversations } = setUp();
    actor.send({
      type: 'ATTACH',
      attachment: { url: '/uploads/101/1/estimate.pdf', fileName: 'estimate.pdf' },
    });
    actor.send({ type: 'EDIT', content: 'Your estimate' });
    actor.send({ type: 'SEND' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(done.context.attachment).toBeNull();
    actor.send({ type: 'EDIT', content: 'Any questions?' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(conversations.sendRequests.map((m) => m.mediaUrl)).toEqual(['/uploads/101/1/estimate.pdf', '-']);
  });

  it('refuses the draft once the lead changes to opted out (a STOP while the conversation is open)', () => {
    const { actor, conversations, notices } = setUp();
    actor.send({ type: 'EDIT', content: 'Your loaner is ready' });
    actor.send({
      type: 'LEAD_CHANGED',
      lead: { ...lead, futureServiceInteractionMarks: [{ intentType: 'SMS_OPT_OUT', value: 'STOP' }] },
    });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notices()).toEqual([
      {
        title: 'Message',
        message: 'This customer has opted out of text messages.',
        tone: 'warning',
        durationMs: 4500,
      },
    ]);
    expect(conversations.sendRequests).toEqual([]);
    expect(actor.getSnapshot().context.content).toBe('Your loaner is ready');
  });

  it('drops the attachment on DETACH', () => {
    const { actor } = setUp();
    actor.send({ type: 'ATTACH', attachment: { url: '/u/a.png', fileName: 'a.png' } });
    actor.send({ type: 'DETACH' });
    expect(actor.getSnapshot().context.attachment).toBeNull();
  });
});

describe('composer machine, pure transitions', () => {
  const machine = createComposerMachine({ conversations: new InMemoryConversationGateway() });
  // xstate types executable actions by the action's name; at run time an emit is 'xstate.emit'.
  const emittedBy = (actions: readonly { type: string; params: unknown }[]) =>
    actions.flatMap((a) =>
      a.type === 'xstate.emit' ? [(a.params as { event: ComposerEmitted }).event] : [],
    );

  it('records edits, subject and action type while editing', () => {
    const [start] = initialTransition(machine, input);
    const [edited] = transition(machine, start, { type: 'EDIT', content: 'Hi' });
    const [titled] = transition(machine, edited, { type: 'EDIT_SUBJECT', subject: 'S' });
    const [chosen] = transition(machine, titled, { type: 'CHOOSE_ACTION', actionType: 'email' });
    expect(chosen.value).toBe('editing');
    expect(chosen.context).toMatchObject({ content: 'Hi', subject: 'S', actionType: 'email' });
  });

  it('refuses calendar with "This Division has no Assistant" (danger)', () => {
    const [start] = initialTransition(machine, input);
    const [chosen] = transition(machine, start, { type: 'CHOOSE_ACTION', actionType: 'calendar' });
    const [edited] = transition(machine, chosen, { type: 'EDIT', content: 'Tomorrow 9am' });
    const [next, actions] = transition(machine, edited, { type: 'SEND' });
    expect(next.value).toBe('editing');
    expect(emittedBy(actions)).toEqual([
      {
        type: 'notice',
        notice: {
          title: 'Message',
          message: 'This Division has no Assistant',
          tone: 'danger',
          durationMs: 4500,
        },
      },
    ]);
  });

  it('refuses to send once the loaded assistant turns out to have no number', () => {
    const [start] = initialTransition(machine, input);
    const [loaded] = transition(machine, start, {
      type: 'ASSISTANT_LOADED',
      assistant: sampleAssistant({ agentPhoneNumber: null }),
    });
    const [edited] = transition(machine, loaded, { type: 'EDIT', content: 'Hi' });
    const [next, actions] = transition(machine, edited, { type: 'SEND' });
    expect(next.value).toBe('editing');
    expect(emittedBy(actions).map((e) => e.type === 'notice' && e.notice.message)).toEqual([
      'This Division has no Assistant',
    ]);
  });

  it('goes to sending with the composed payload for a good SMS, and nothing is emitted yet', () => {
    const [start] = initialTransition(machine, input);
    const [edited] = transition(machine, start, { type: 'EDIT', content: '<p>Hi</p>' });
    const [next, actions] = transition(machine, edited, { type: 'SEND' });
    expect(next.value).toBe('sending');
    expect(emittedBy(actions)).toEqual([]);
    const spawn = actions.find((a) => a.type === 'xstate.spawnChild');
    expect((spawn?.params as unknown as { input: unknown }).input).toMatchObject({
      content: 'Hi',
      to: '+15551234567',
      direction: 'SEND',
    });
  });
});
