import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbMark } from '../testing/arb-records.js';
import { propertyConfig } from '../testing/fc-config.js';
import {
  addSmsOptOut,
  removeSmsOptOut,
  withAiEnabled,
  withAppointmentSet,
  withConversationClosed,
  withDtDialogEnabled,
  withResponseRequired,
  withSmsOptOut,
  type LeadFlags,
} from './lead-flags.rules.js';
import { isLeadSmsBlocked, isSmsBlocked, SMS_OPT_OUT } from './opt-out.rules.js';

const arbMarks = () =>
  fc.array(fc.oneof(arbMark(), fc.constant({ intentType: SMS_OPT_OUT, value: null })), { maxLength: 6 });

/** The minimal lead shape the updaters work on: its flags, its marks and its customer. */
const arbLead = () =>
  fc.record({
    id: fc.nat(),
    aiEnabled: fc.boolean(),
    dtDialogEnabled: fc.boolean(),
    appointmentSet: fc.boolean(),
    conversationClosed: fc.boolean(),
    responseReqd: fc.boolean(),
    futureServiceInteractionMarks: arbMarks(),
    customerMarks: arbMarks(),
    customerMaster: fc.record({
      id: fc.nat(),
      firstName: fc.string({ maxLength: 8 }),
      lastName: fc.string({ maxLength: 8 }),
      cellular: fc.string({ maxLength: 12 }),
      blockSms: fc.boolean(),
    }),
  });

type TestLead = ReturnType<typeof arbLead> extends fc.Arbitrary<infer T> ? T : never;

const updaters: readonly (readonly [keyof LeadFlags, (lead: TestLead, value: boolean) => TestLead])[] = [
  ['aiEnabled', withAiEnabled],
  ['dtDialogEnabled', withDtDialogEnabled],
  ['appointmentSet', withAppointmentSet],
  ['conversationClosed', withConversationClosed],
  ['responseReqd', withResponseRequired],
];

describe('lead flags (spec 1 §4)', () => {
  it('an updater sets exactly its flag to the value given and changes nothing else', () => {
    fc.assert(
      fc.property(arbLead(), fc.constantFrom(...updaters), fc.boolean(), (lead, [flag, update], value) => {
        const updated = update(lead, value);
        const { [flag]: shown, ...rest } = updated;
        const { [flag]: _before, ...restBefore } = lead;
        return shown === value && JSON.stringify(rest) === JSON.stringify(restBefore);
      }),
      propertyConfig(),
    );
  });
});

describe('SMS opt-out (spec 2 §4: the mark blocks, removing it unblocks)', () => {
  it('marks with an SMS_OPT_OUT added always block, and keep every earlier mark', () => {
    fc.assert(
      fc.property(arbMarks(), (marks) => {
        const added = addSmsOptOut(marks);
        return isSmsBlocked(added) && marks.every((mark, i) => added[i] === mark);
      }),
      propertyConfig(),
    );
  });

  it('adding twice gives the same marks as adding once', () => {
    fc.assert(
      fc.property(
        arbMarks(),
        (marks) => addSmsOptOut(addSmsOptOut(marks)).length === addSmsOptOut(marks).length,
      ),
      propertyConfig(),
    );
  });

  it('marks with SMS_OPT_OUT removed never block, and keep every other mark in order', () => {
    fc.assert(
      fc.property(arbMarks(), (marks) => {
        const removed = removeSmsOptOut(marks);
        const others = marks.filter((mark) => mark.intentType !== SMS_OPT_OUT);
        return !isSmsBlocked(removed) && JSON.stringify(removed) === JSON.stringify(others);
      }),
      propertyConfig(),
    );
  });

  it('a lead opted out may not be texted; opted back in, it may', () => {
    fc.assert(
      fc.property(
        arbLead(),
        fc.boolean(),
        (lead, optedOut) => isLeadSmsBlocked(withSmsOptOut(lead, optedOut)) === optedOut,
      ),
      propertyConfig(),
    );
  });
});
