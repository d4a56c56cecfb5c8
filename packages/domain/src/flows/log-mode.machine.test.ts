import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import type { OutgoingMessage } from '../conversation/outgoing-message.schema.js';
import { InMemoryConversationGateway, leadId, serverRejection } from '../testing/index.js';
import { actorDone, actorFailed, emittedBy, FakeLogModeGateway, invokedBy } from '../testing/flow-fakes.js';
import { createLogModeMachine, type LogModeEmitted, type LogModeInput } from './log-mode.machine.js';
import { logModeControls } from './log-mode.rules.js';

const reply: OutgoingMessage = {
  id: 7001,
  jaguarFutureServiceInteractionId: 101,
  content: 'Tuesday at 9am works. See you then!',
  to: '+15551234567',
  direction: 'SEND',
  messageType: 'SMS',
  notificationType: 'MESSAGE_TO_CUSTOMER',
};
const input = (validLogMode: boolean | null): LogModeInput => ({
  leadId: leadId(101),
  messageId: 55,
  validLogMode,
  reply,
});
const toast = (message: string, tone = 'success') => ({
  type: 'notice',
  notice: { title: 'Message', message, tone, durationMs: 4500 },
});

describe('logModeControls (spec 1 §4)', () => {
  it('shows only the check when validLogMode is null or missing', () => {
    expect(logModeControls(null)).toEqual({ check: true, pencil: 'hidden' });
    expect(logModeControls(undefined)).toEqual({ check: true, pencil: 'hidden' });
  });
  it('shows the pencil that sends when true', () => {
    expect(logModeControls(true)).toEqual({ check: false, pencil: 'send' });
  });
  it('shows the pencil opening Options and the check when false', () => {
    expect(logModeControls(false)).toEqual({ check: true, pencil: 'options' });
  });
});

describe('log-mode machine, pure transitions', () => {
  const machine = createLogModeMachine({
    logMode: new FakeLogModeGateway(),
    conversations: new InMemoryConversationGateway(),
  });

  it('null: the pencil does nothing, the check starts sending by marking the response valid', () => {
    const [start] = initialTransition(machine, input(null));
    expect(start.value).toBe('ready');
    expect(transition(machine, start, { type: 'PENCIL' })[0].value).toBe('ready');
    const [sending, actions] = transition(machine, start, { type: 'CHECK' });
    expect(sending.value).toEqual({ sending: 'markingValid' });
    expect(invokedBy(actions)).toEqual([
      { id: 'markLogModeValid', src: 'setLogModeResponse', input: { messageId: 55, valid: true } },
    ]);
  });

  it('true: the check is not there; the pencil sends', () => {
    const [start] = initialTransition(machine, input(true));
    expect(transition(machine, start, { type: 'CHECK' })[0].value).toBe('ready');
    expect(transition(machine, start, { type: 'PENCIL' })[0].value).toEqual({ sending: 'markingValid' });
  });

  it('false: the pencil opens Options, the check sends', () => {
    const [start] = initialTransition(machine, input(false));
    expect(transition(machine, start, { type: 'PENCIL' })[0].value).toBe('options');
    expect(transition(machine, start, { type: 'CHECK' })[0].value).toEqual({ sending: 'markingValid' });
  });

  it('Options: the cross sets the response false, the check sets it true, closing changes nothing', () => {
    const [start] = initialTransition(machine, input(false));
    const [options] = transition(machine, start, { type: 'PENCIL' });
    expect(transition(machine, options, { type: 'CLOSE_OPTIONS' })[0].value).toBe('ready');
    for (const [event, valid] of [
      ['OPTIONS_CROSS', false],
      ['OPTIONS_CHECK', true],
    ] as const) {
      const [setting, actions] = transition(machine, options, { type: event });
      expect(setting.value).toBe('settingResponse');
      expect(invokedBy(actions)[0]?.input).toEqual({ messageId: 55, valid });
      const [done, doneActions] = transition(machine, setting, actorDone('setLogModeResponse'));
      expect(done.value).toBe('ready');
      expect(done.context.validLogMode).toBe(valid);
      expect(emittedBy(doneActions)).toEqual([
        { type: 'log-mode-response', valid },
        toast('Successfully Updated'),
      ]);
    }
  });

  it('sending: marked valid, then the reply goes out with isLogModeToBeSent; success reloads and closes', () => {
    const [start] = initialTransition(machine, input(false));
    const [marking] = transition(machine, start, { type: 'CHECK' });
    const [sendingReply, actions] = transition(machine, marking, actorDone('markLogModeValid'));
    expect(sendingReply.value).toEqual({ sending: 'sendingReply' });
    expect(sendingReply.context.validLogMode).toBe(true);
    expect(invokedBy(actions)[0]).toMatchObject({ id: 'sendLogModeReply', input: reply });
    const [ready, doneActions] = transition(machine, sendingReply, actorDone('sendLogModeReply'));
    expect(ready.value).toBe('ready');
    expect(emittedBy(doneActions)).toEqual([
      toast('Successfully Sent'),
      { type: 'reload-history' },
      { type: 'close-panel' },
    ]);
  });

  it('a failure to mark the response valid sends nothing and tells the error', () => {
    const [start] = initialTransition(machine, input(null));
    const [marking] = transition(machine, start, { type: 'CHECK' });
    const [ready, actions] = transition(
      machine,
      marking,
      actorFailed('markLogModeValid', serverRejection(400, 'Message not found')),
    );
    expect(ready.value).toBe('ready');
    expect(ready.context.validLogMode).toBeNull();
    expect(invokedBy(actions)).toEqual([]);
    expect(emittedBy(actions)).toEqual([toast('Message not found', 'warning')]);
  });

  it("enabling log mode tells 'Log mode enabled'", () => {
    const [start] = initialTransition(machine, input(null));
    const [enabling, actions] = transition(machine, start, { type: 'ENABLE_LOG_MODE' });
    expect(enabling.value).toBe('enabling');
    expect(invokedBy(actions)[0]).toMatchObject({
      src: 'enableLogMode',
      input: { leadId: 101, messageId: 55 },
    });
    expect(emittedBy(transition(machine, enabling, actorDone('enableLogMode'))[1])).toEqual([
      toast('Log mode enabled'),
    ]);
  });
});

describe('log-mode machine with fake ports', () => {
  function setUp(validLogMode: boolean | null) {
    const logMode = new FakeLogModeGateway();
    const conversations = new InMemoryConversationGateway();
    const actor = createActor(createLogModeMachine({ logMode, conversations }), {
      input: input(validLogMode),
    });
    const emitted: LogModeEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, logMode, conversations, emitted };
  }

  it('sets the response true before sending the reply marked isLogModeToBeSent', async () => {
    const { actor, logMode, conversations, emitted } = setUp(false);
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(logMode.calls).toEqual(['setLogModeResponse(55, true)']);
    expect(conversations.sendRequests).toEqual([{ ...reply, isLogModeToBeSent: true }]);
    expect(emitted).toEqual([
      toast('Successfully Sent'),
      { type: 'reload-history' },
      { type: 'close-panel' },
    ]);
  });

  it("tells the send failure by the spec's rule: errors[0], then the message, then 'Server Error!'", async () => {
    const cases: [unknown, string][] = [
      [serverRejection(400, 'Carrier unavailable'), 'Carrier unavailable'],
      [
        { status: 400, body: { errors: ['Number is landline'], message: 'Bad request' } },
        'Number is landline',
      ],
      [{ status: 400, body: { errors: [], message: 'Bad request' } }, 'Bad request'],
      [{ status: 503, body: {} }, 'Server Error!'],
      [new TypeError('Failed to fetch'), 'Server Error!'],
    ];
    for (const [failure, message] of cases) {
      const { actor, conversations } = setUp(true);
      conversations.send = () => Promise.reject(failure);
      const notices: string[] = [];
      actor.on('notice', (event) => notices.push(event.notice.message));
      actor.send({ type: 'PENCIL' });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(notices).toEqual([message]);
    }
  });

  it('does not reload or close the panel when sending fails', async () => {
    const { actor, conversations, emitted } = setUp(null);
    conversations.failNext('send', serverRejection(400, 'Carrier unavailable'));
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(emitted.map((e) => e.type)).toEqual(['notice']);
  });

  it('enables log mode on the customer message (POST track/logMode)', async () => {
    const { actor, logMode, emitted } = setUp(null);
    actor.send({ type: 'ENABLE_LOG_MODE' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(logMode.calls).toEqual(['enableLogMode(101, 55)']);
    expect(emitted).toEqual([toast('Log mode enabled')]);
  });
});
