import { describe, expect, it } from 'vitest';
import { MAX_CHAT_BOXES } from '../conversation/chat-box.errors.js';
import { leadId } from '../testing/index.js';
import { closeChatBox, NO_CHAT_BOXES, openChatBox, restoredChatBoxes, type ChatBoxes } from './chat-boxes.js';

const [a, b, c, d] = [leadId(1), leadId(2), leadId(3), leadId(4)];
const limitation = {
  code: 'CHAT_BOX_LIMIT',
  title: 'Limitation',
  message: 'No more than 3 chat boxes allowed at a time',
  tone: 'warning',
};

const opened = (boxes: ChatBoxes, id: typeof a): ChatBoxes => {
  const next = openChatBox(boxes, id);
  if (!next.ok) throw new Error('refused');
  return next.value;
};
const open = (...ids: (typeof a)[]) => ids.reduce(opened, NO_CHAT_BOXES);

describe('chat boxes (spec 1 §2, §8, §9)', () => {
  it('allows 3 and starts with none open', () => {
    expect(MAX_CHAT_BOXES).toBe(3);
    expect(NO_CHAT_BOXES).toEqual({ open: [], focused: null });
  });

  it('opens and focuses a new chat box', () => {
    expect(openChatBox(NO_CHAT_BOXES, a)).toEqual({ ok: true, value: { open: [a], focused: a } });
  });

  it("refuses a fourth with the 'Limitation' warning", () => {
    expect(openChatBox(open(a, b, c), d)).toEqual({ ok: false, error: limitation });
  });

  it('opening an open chat box focuses it, even with 3 open', () => {
    expect(openChatBox(open(a, b, c), a)).toEqual({ ok: true, value: { open: [a, b, c], focused: a } });
  });

  it('closing frees a slot; focus moves to the newest remaining box', () => {
    const closed = closeChatBox(open(a, b, c), c);
    expect(closed).toEqual({ open: [a, b], focused: b });
    expect(opened(closed, d)).toEqual({ open: [a, b, d], focused: d });
  });

  it('closing an unfocused or unknown box keeps the focus', () => {
    const three = open(a, b, c);
    expect(closeChatBox(three, a)).toEqual({ open: [b, c], focused: c });
    expect(closeChatBox(three, d)).toBe(three);
  });

  it('a restored list keeps its first three distinct boxes, the focus when it is among them', () => {
    expect(restoredChatBoxes([a, a, b, c, d])).toEqual({ open: [a, b, c], focused: c });
    expect(restoredChatBoxes([a, b], a)).toEqual({ open: [a, b], focused: a });
    expect(restoredChatBoxes([a, b], d)).toEqual({ open: [a, b], focused: b });
  });
});
