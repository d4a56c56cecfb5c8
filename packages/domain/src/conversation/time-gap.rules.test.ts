import { describe, expect, it } from 'vitest';
import { sampleMessageInstance } from '../testing/samples.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import { timeGapsIn } from './time-gap.rules.js';

const at = (id: number, time: string, direction: MessageInstance['direction'] = 'RECEIVED') =>
  sampleMessageInstance({ id, direction, createdOn: `2025-03-14T${time}.000Z` });

describe('timeGapsIn (spec 1 §4 customer-side time gap)', () => {
  it('flags customer-side messages more than 4 minutes apart', () => {
    const messages = [
      at(1, '15:00:00'),
      at(2, '15:04:00'),
      at(3, '15:08:01'),
      at(4, '15:30:00', 'SEND'),
      at(5, '15:31:00'),
    ];
    expect(timeGapsIn(messages)).toEqual([
      { index: 2, messageId: 3, previousMessageId: 2, minutes: 4 + 1 / 60 },
      { index: 4, messageId: 5, previousMessageId: 3, minutes: 22 + 59 / 60 },
    ]);
  });

  it('does not flag exactly 4 minutes, nor gaps between outgoing messages', () => {
    expect(timeGapsIn([at(1, '15:00:00'), at(2, '15:04:00')])).toEqual([]);
    expect(timeGapsIn([at(1, '15:00:00', 'SEND'), at(2, '15:30:00', 'SENT'), at(3, '15:31:00')])).toEqual([]);
  });

  it('skips messages whose time cannot be read', () => {
    const unreadable = sampleMessageInstance({ id: 2, direction: 'RECEIVED', createdOn: 'yesterday' });
    expect(timeGapsIn([at(1, '15:00:00'), unreadable, at(3, '15:10:00')])).toMatchObject([
      { index: 2, previousMessageId: 1 },
    ]);
  });
});
