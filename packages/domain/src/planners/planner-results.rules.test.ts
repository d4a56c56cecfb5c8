import { describe, expect, it } from 'vitest';
import { closedRoSearchQuery, listFetchFailure, transferResultNotice } from './planner-results.rules.js';

describe('transferResultNotice (spec 2 §5, §8)', () => {
  it("says 'No Records' for an empty transfer result list", () => {
    expect(transferResultNotice([])).toEqual({ message: 'No Records', tone: 'warning' });
    expect(transferResultNotice([{ id: 1 }])).toEqual({
      message: 'Successfully Transfered',
      tone: 'success',
    });
  });
});

describe('listFetchFailure (spec 2 §4)', () => {
  it('sets the reset flag on a 400 from an initiation list instead of a notification', () => {
    expect(listFetchFailure('bulk-failed', { status: 400, body: { message: 'stale run' } })).toEqual({
      kind: 'reset',
    });
    expect(listFetchFailure('bulk-status', { status: 200, body: { errorCode: 400 } })).toEqual({
      kind: 'reset',
    });
  });

  it('leaves other failures and other lists to the central handler', () => {
    expect(listFetchFailure('bulk-current-date', { status: 502 })).toMatchObject({
      kind: 'notice',
      error: { message: 'Request Timed out!' },
    });
    expect(listFetchFailure('lead-manager', { status: 400, body: { message: 'bad filter' } })).toMatchObject({
      kind: 'notice',
      error: { message: 'bad filter' },
    });
  });
});

describe('closedRoSearchQuery (spec 2 §7)', () => {
  it('sends DD.MM.YYYY dates with the end date plus one day', () => {
    expect(
      closedRoSearchQuery({
        storeIdPk: 3,
        startDate: '2024-12-01',
        endDate: '2024-12-31',
        lastMessageReceived: true,
      }),
    ).toEqual({ store_id_pk: 3, startDate: '01.12.2024', endDate: '01.01.2025', lastMessageReceived: true });
    expect(closedRoSearchQuery({ storeIdPk: 3, startDate: '2025-02-28', endDate: '2025-02-28' })).toEqual({
      store_id_pk: 3,
      startDate: '28.02.2025',
      endDate: '01.03.2025',
    });
  });
});
