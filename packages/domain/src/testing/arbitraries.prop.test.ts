import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { MessageInstanceSchema } from '../leads/message-instance.schema.js';
import { LeadSchema } from '../leads/lead.schema.js';
import { isLeadSmsBlocked } from '../leads/opt-out.rules.js';
import { RoleSchema } from '../session/role.js';
import { UserSessionSchema } from '../session/user-session.schema.js';
import { arbPhoneDigits, arbRole } from './arb-basics.js';
import { arbLead, arbMessageInstance, arbUserSession } from './arb-records.js';
import { propertyConfig } from './fc-config.js';

/** The arbitraries are only useful to other teams if what they make is what the server may send. */
describe('testing arbitraries', () => {
  it('make leads, messages, sessions and roles that their schemas accept', () => {
    fc.assert(
      fc.property(arbLead(), (lead) => LeadSchema.safeParse(lead).success),
      propertyConfig(),
    );
    fc.assert(
      fc.property(arbMessageInstance(), (m) => MessageInstanceSchema.safeParse(m).success),
      propertyConfig(),
    );
    fc.assert(
      fc.property(arbUserSession(), (s) => UserSessionSchema.safeParse(s).success),
      propertyConfig(),
    );
    fc.assert(
      fc.property(arbRole(), (role) => RoleSchema.safeParse(role).success),
      propertyConfig(),
    );
  });

  it('make leads whose latest message belongs to them', () => {
    fc.assert(
      fc.property(
        arbLead(),
        (lead) =>
          lead.latestMessage === null || lead.latestMessage.jaguarFutureServiceInteractionId === lead.id,
      ),
      propertyConfig(),
    );
  });

  it('make opted-out leads on request, and leads that may be texted on request', () => {
    fc.assert(fc.property(arbLead({ optedOut: true }), isLeadSmsBlocked), propertyConfig());
    fc.assert(
      fc.property(arbLead({ optedOut: false }), (lead) => !isLeadSmsBlocked(lead)),
      propertyConfig(),
    );
  });

  it('make phone numbers of exactly ten digits', () => {
    fc.assert(
      fc.property(arbPhoneDigits(), (digits) => /^\d{10}$/.test(digits)),
      propertyConfig(),
    );
  });
});
