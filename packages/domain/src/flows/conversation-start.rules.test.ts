import { describe, expect, it } from 'vitest';
import { conversationStartWarning } from './conversation-start.rules.js';
import { checkLastMessage, LAST_MESSAGE_REQUIRED } from './dt-last-message.rules.js';
import { FORCED_CONVERSATION_WARNINGS, isForcedConversationWarning } from './start-conversation.rules.js';

const facts = { leadInitiated: false, serviceTypeLabel: 'Oil Change', otherInteractionInitiated: false };

describe('conversationStartWarning (spec 1 §4, spec 2 §7)', () => {
  it('lets a never-contacted customer be started', () => {
    expect(conversationStartWarning(facts, false)).toBeNull();
  });

  it('warns about another started interaction of the customer first', () => {
    const warning = conversationStartWarning(
      { ...facts, leadInitiated: true, otherInteractionInitiated: true },
      false,
    );
    expect(warning).toBe(FORCED_CONVERSATION_WARNINGS[0]);
  });

  it('names the service type when this lead was already contacted, in words the client recognises', () => {
    const warning = conversationStartWarning({ ...facts, leadInitiated: true }, false);
    expect(warning).toBe('The customer has already been contacted for Oil Change.');
    expect(isForcedConversationWarning(400, warning ?? undefined)).toBe(true);
  });

  it('never warns once staff confirmed (isForced)', () => {
    expect(
      conversationStartWarning({ ...facts, leadInitiated: true, otherInteractionInitiated: true }, true),
    ).toBeNull();
  });
});

describe('checkLastMessage (issue 14)', () => {
  it('refuses an empty or blank Last Message in plain words', () => {
    expect(checkLastMessage('')).toEqual({ ok: false, error: LAST_MESSAGE_REQUIRED });
    expect(checkLastMessage(' \n ')).toEqual({ ok: false, error: LAST_MESSAGE_REQUIRED });
  });

  it('keeps a written one, trimmed', () => {
    expect(checkLastMessage('  Tuesday at 10?  ')).toEqual({ ok: true, value: 'Tuesday at 10?' });
  });
});
