/**
 * What an inbound text mentions, read by plain rules (the reference assistant; a model-backed
 * assistant can replace it behind the same port). Each detector returns the words it matched, which
 * Show Intents lists as the input strings behind an intent.
 */
const YES =
  /\b(yes|yeah|yea|yep|yup|sure|ok|okay|k|sounds good|that works|works for me|please do|absolutely|definitely|of course|let s do it|book it|y)\b/;
const NO =
  /\b(no|nope|nah|not interested|no thanks|no thank you|not now|not right now|already (?:had|did|got) it|n)\b/;
const VEHICLE =
  /\b(car|truck|suv|van|vehicle|camry|corolla|rav4|prius|tacoma|highlander|f ?150|f ?250|escape|explorer|mustang|bronco|edge|civic|accord|cr ?v|pilot|odyssey|hr ?v|ridgeline|silverado|equinox|tahoe|malibu|traverse|blazer|trax|colorado|toyota|ford|honda|chevy|chevrolet)\b/;
const SERVICE =
  /\b(oil(?: change)?|service|maintenance|tire(?:s)?(?: rotation)?|rotation|brake(?:s)?|inspection|recall|alignment|battery|check engine|transmission|filter(?:s)?|wiper(?:s)?|coolant|tune ?up|diagnostic(?:s)?|a ?c|air condition(?:ing|er)?)\b/;
const MILEAGE = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s?k|\d{3,6})\s?(?:miles|mi|k miles|km)?\b/;
const MILEAGE_CONTEXT = /\b(miles|mi|mileage|odometer)\b|\d\s?k\b/;
const WEEKDAY =
  /\b(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|today|tomorrow|tonight|next week|this week(?:end)?)\b/;
const CLOCK =
  /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm|a m|p m)\b|\b(\d{1,2}):(\d{2})\b|\bat (\d{1,2})\b|\b(noon|morning|afternoon|evening)\b/;
const CALENDAR_DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/;
const APPOINTMENT =
  /\b(appointment|appt|book|schedule|come in|drop (?:it|the car|my car) off|bring (?:it|the car|my car) in|reserve|slot|opening)\b/;

export type InboundSignals = {
  readonly yes: string | null;
  readonly no: string | null;
  readonly vehicle: string | null;
  readonly service: string | null;
  readonly mileage: number | null;
  readonly dateTime: string | null;
  readonly appointment: string | null;
};

/** Lower-case words, apostrophes and punctuation as spaces, so patterns match what was meant. */
export const plainWords = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/['\u2019]/g, ' ')
    .replace(/[^a-z0-9:/,.\s]/g, ' ')
    .replace(/\s+/g, ' ')} `;

const found = (pattern: RegExp, words: string): string | null => pattern.exec(words)?.[0]?.trim() ?? null;

/** Miles from text like '45,120 miles', '45k', 'about 32000 on it'; null when no number reads as mileage. */
export function mileageIn(words: string): number | null {
  if (!MILEAGE_CONTEXT.test(words) && !/\b\d{1,3},\d{3}\b/.test(words)) return null;
  const match = MILEAGE.exec(words.replace(CLOCK, ' '));
  if (!match?.[1]) return null;
  const raw = match[1].replace(/,/g, '').replace(/\s/g, '');
  const miles = raw.endsWith('k') ? Math.round(Number(raw.slice(0, -1)) * 1000) : Number(raw);
  return Number.isFinite(miles) && miles >= 100 && miles <= 999_999 ? miles : null;
}

function dateTimeIn(words: string): string | null {
  const parts = [found(WEEKDAY, words), found(CALENDAR_DATE, words), found(CLOCK, words)].filter(
    (part): part is string => part !== null,
  );
  return parts.length > 0 ? parts.join(' ') : null;
}

export function inboundSignals(text: string): InboundSignals {
  const words = plainWords(text);
  return {
    yes: found(YES, words),
    no: found(NO, words),
    vehicle: found(VEHICLE, words),
    service: found(SERVICE, words),
    mileage: mileageIn(words),
    dateTime: dateTimeIn(words),
    appointment: found(APPOINTMENT, words),
  };
}
