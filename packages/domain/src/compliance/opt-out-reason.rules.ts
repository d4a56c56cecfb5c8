/**
 * Why a customer who opts out says they do, as spec 2 §4's outcome reasons, so the lead is closed
 * with it: the vehicle sold (ALREADY_SOLD), moved away (LOCATION_CONSTRAINT), a wrong number
 * (INVALID_CONTACT_INFO), not interested (NOT_INTERESTED), the vehicle totaled (SALVAGE). Spec 2 names
 * no reason for a customer who died: DO_NOT_CONTACT, the one that says never again, stands for it.
 */
export const OPT_OUT_REASONS = [
  'ALREADY_SOLD',
  'LOCATION_CONSTRAINT',
  'INVALID_CONTACT_INFO',
  'NOT_INTERESTED',
  'SALVAGE',
  'DO_NOT_CONTACT',
] as const;
export type OptOutReason = (typeof OPT_OUT_REASONS)[number];

const VEHICLE =
  '(?:car|vehicle|truck|van|suv|jeep|it|that|this one|the \\w+|my \\w+|a \\w+|an \\w+|her|him|carro|coche|auto|camioneta|vehiculo)';
/** Checked in this order: a death or a wreck says more than "not interested" beside it. */
const REASON_PHRASINGS: readonly (readonly [OptOutReason, RegExp])[] = [
  [
    'DO_NOT_CONTACT',
    /\b(?:passed away|passed on|deceased|died|has died|is dead|no longer with us|rip|fallecio|fallecido|fallecida|murio|difunto|difunta|en paz descanse)\b/,
  ],
  [
    'SALVAGE',
    /\b(?:totaled|totalled|totalized|total loss|totaled out|wrecked|was in an? (?:accident|wreck|crash)|got in an? (?:accident|wreck)|crashed|perdida total|choque|chocaron|accidente)\b/,
  ],
  [
    'ALREADY_SOLD',
    new RegExp(
      `\\b(?:sold|traded|trade(?:d)? in|got rid of|gave away|no longer (?:own|have|drive)|(?:dont|do not|doesnt) (?:own|have|drive) ${VEHICLE}(?: \\w+)? (?:anymore|any more|no more)|not my car|vendi|vendimos|vendio|ya no (?:tengo|tenemos) (?:el|ese|esa|la|mi)|lo vendi)\\b`,
    ),
  ],
  [
    'LOCATION_CONSTRAINT',
    /\b(?:moved|moving|relocated|relocating|live (?:out of state|too far|in another)|(?:live|living|located|based) (?:in|out of) (?:\w+ )?(?:\w+ )?now|out of state|too far|no longer live|dont live|me mude|nos mudamos|me cambie de|ya no vivo|vivo en otro|me fui a vivir)\b/,
  ],
  [
    'INVALID_CONTACT_INFO',
    /\b(?:wrong (?:number|person|phone)|wrong num|(?:no longer|doesnt|does not|dont|do not) (?:belong|belongs) to|not (?:his|her|their) (?:number|phone|cell)|(?:new|different) (?:owner|person) (?:of|has|owns)|not (?:the right|the correct) (?:number|person)|no one (?:here )?(?:by|named|with) that name|nobody (?:here )?(?:by|named) that|who is this|whos this|dont know (?:who|any|a|this|you)|numero equivocado|numero incorrecto|se equivocaron|no conozco|persona equivocada)\b/,
  ],
  [
    'NOT_INTERESTED',
    /\b(?:not interested|no interest|uninterested|not in the market|no longer interested|no me interesa|no estoy interesad[oa]|no nos interesa)\b/,
  ],
];

/** "I'm not Maria", "this isn't Carlos": read on the reply as sent, where a name keeps its capital. */
const NOT_THIS_PERSON =
  /\b(?:I['\u2019]?m not|I am not|[Tt]his is not|[Tt]his isn['\u2019]?t) (?!Interested|Sure|Available|Ready|Able|Home|Here|Working)[A-Z][a-z]+\b/;

/** The reason a reply gives for stopping, if it gives one of spec 2's. */
// Stryker disable next-line StringLiteral: a default reply that says no "I'm not <Name>" reads as no reason, whatever its text
export function optOutReasonOf(words: string, asSent = ''): OptOutReason | undefined {
  const said = REASON_PHRASINGS.find(([, pattern]) => pattern.test(words))?.[0];
  return said ?? (NOT_THIS_PERSON.test(asSent) ? 'INVALID_CONTACT_INFO' : undefined);
}
