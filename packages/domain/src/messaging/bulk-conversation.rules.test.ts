import { describe, expect, it } from 'vitest';
import { bulkFigures, bulkStatusLabel } from './bulk-conversation.rules.js';

describe('bulkFigures', () => {
  it('reports no run when nothing was queued', () => {
    expect(bulkFigures([])).toEqual({ total: 0, sent: 0, failed: 0, status: 'NO_RUN' });
    expect(bulkStatusLabel('NO_RUN')).toBe('No bulk conversations yet');
  });

  it('is in progress while a text waits, and counts cancelled texts as failed', () => {
    expect(bulkFigures(['sent', 'queued', 'failed', 'cancelled'])).toEqual({
      total: 4,
      sent: 1,
      failed: 2,
      status: 'IN_PROGRESS',
    });
    expect(bulkFigures(['sent', 'failed']).status).toBe('COMPLETED');
  });
});
