import { describe, expect, it } from 'vitest';
import {
  ACTION_INTENT_LABELS,
  ACTION_INTENTS,
  checkIntentChosen,
  DEFAULT_ACTION_INTENTS,
  defaultActionTarget,
  isActionIntent,
  PLEASE_SELECT_AN_INTENT,
  WORKFLOW_TRACKS,
} from './action-intent.js';

describe('inbound action intents (spec 2 §9)', () => {
  it('are the nine intents with the spec labels', () => {
    expect(ACTION_INTENTS).toHaveLength(9);
    expect(ACTION_INTENTS.map((code) => ACTION_INTENT_LABELS[code])).toEqual([
      'Detected Auto',
      'Customer Say No',
      'Customer Say No and Detected Auto',
      'Customer Say Yes',
      'Customer Say Yes and Detected Auto',
      'Customer Say Yes and Detected Auto and Detected SVC',
      'Service and Mileage Detected',
      'Service Detected',
      'DT Detected',
    ]);
    expect(isActionIntent('DT_DETECTED')).toBe(true);
    expect(isActionIntent('DT Detected')).toBe(false);
  });

  it('lists the eight workflow tracks', () => {
    expect(WORKFLOW_TRACKS).toHaveLength(8);
    expect(WORKFLOW_TRACKS).toContain('CUSTOMER_NO_SHOW');
  });

  it('has four default action intents: three tracks and an external hand-off', () => {
    expect(DEFAULT_ACTION_INTENTS).toHaveLength(4);
    const targets = DEFAULT_ACTION_INTENTS.map((intent) => intent.target);
    expect(targets.filter((target) => target.kind === 'track')).toHaveLength(3);
    expect(targets.filter((target) => target.kind === 'external-handoff')).toHaveLength(1);
    expect(defaultActionTarget('APPOINTMENT_HANDOFF_DROPOFF_NO')).toEqual({
      kind: 'track',
      track: 'APPOINTMENT_HANDOFF_DROPOFF_NO',
    });
    expect(defaultActionTarget('EXTERNAL_HANDOFF')).toEqual({ kind: 'external-handoff' });
    expect(defaultActionTarget('CUSTOMER_NO_SHOW')).toBeUndefined();
  });
});

describe('checkIntentChosen (spec 1 §5)', () => {
  it('accepts a chosen intent', () => {
    expect(checkIntentChosen('CUSTOMER_SAY_YES')).toEqual({ ok: true, value: 'CUSTOMER_SAY_YES' });
  });

  it.each([undefined, '', '   ', PLEASE_SELECT_AN_INTENT])(
    'refuses %j with "Please select an intent"',
    (intent) => {
      expect(checkIntentChosen(intent)).toEqual({
        ok: false,
        error: { code: 'NO_INTENT', message: 'Please select an intent', tone: 'warning' },
      });
    },
  );
});
