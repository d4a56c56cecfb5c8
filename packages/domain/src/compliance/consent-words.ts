/**
 * The words of SMS consent, as data: the rule book's vocabulary (consent-reply.rules.ts reads it).
 * Written lower-case and without accents: replies are compared after normalising (consent-text.ts).
 */

/** CTIA's opt-out keywords and the FCC's 2024 TCPA order ("stop, quit, end, revoke, opt out, cancel, unsubscribe"). */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'OPT OUT',
  'STOP ALL',
] as const;
/** The carriers' Spanish opt-out keywords and the ways Spanish-speaking customers say "stop" on its own. */
export const SPANISH_OPT_OUT_KEYWORDS = [
  'BASTA',
  'CANCELAR',
  'ALTO',
  'PARA',
  'PARAR',
  'DETENER',
  'YA NO',
  'NO MAS',
  'BAJA',
  'DESUSCRIBIR',
  'DESUSCRIBIRME',
] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'SUBSCRIBE', 'RESUBSCRIBE', 'OPTIN', 'OPT IN'] as const;
export const SPANISH_OPT_IN_KEYWORDS = ['COMENZAR', 'INICIAR', 'REANUDAR', 'EMPEZAR', 'SUSCRIBIR'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;
export const SPANISH_HELP_KEYWORDS = ['AYUDA'] as const;

/** Keywords that end what they start only when they are the whole reply (or open it): "cancel my appointment". */
export const WHOLE_REPLY_ONLY = [
  'CANCEL',
  'END',
  'QUIT',
  'PARA',
  'ALTO',
  'CANCELAR',
  'BAJA',
  'PARAR',
] as const;

/** Words around a keyword that do not change it: "please STOP it now", "ok stop", "I said STOP". */
export const LEADING_FILLERS = [
  'please',
  'pls',
  'plz',
  'ok',
  'okay',
  'just',
  'i said',
  'seriously',
  'again',
  'can you',
  'could you',
  'can you please',
  'por favor',
  'ya',
  'oh',
  'omg',
  'wtf',
  'ugh',
  'bruh',
  'dude',
  'k',
  'hey',
  'hi',
  'hello',
  'hola',
  'yes',
] as const;
export const TRAILING_FILLERS = [
  'please',
  'pls',
  'plz',
  'now',
  'it',
  'me',
  'this',
  'that',
  'them',
  'already',
  'asap',
  'immediately',
  'right now',
  'now please',
  'thanks',
  'thank you',
  'thx',
  'ty',
  'again',
  'por favor',
  'gracias',
  'ya',
  'ahora',
  'ahora mismo',
  'seriously',
  'again',
  'de nuevo',
  'otra vez',
  'forever',
] as const;

/** Replies that may be a request to stop but say too little to act on: staff confirm them. */
export const UNSURE_REPLIES = [
  'enough',
  'enough already',
  'thats enough',
  'no more',
  'please no',
  'no please',
  'please no more',
  'no no no',
  'nope nope',
  'not again',
  'leave me',
  'again',
  'can you not',
  'bye',
  'goodbye',
  'im done',
  'i am done',
  'were done',
  'thumbs down',
  'suficiente',
  'ya es suficiente',
  'ya estuvo',
] as const;

/** Sentences that may be a request to stop: staff read them before anything more is sent. */
export const UNSURE_SENTENCES: readonly RegExp[] = [
  /\bwhy (?:do|does|are|r|did|would) (?:you|u|yall|you guys|they) (?:\w+ )?(?:keep|still|always)\b/,
  /\bwhy (?:do|does|are|r|did) (?:you|u|yall|you guys) (?:keep |still |always )?(?:text|message|contact)(?:ing)? (?:me|us) (?:so much|so often|all the time|every day|again)\b/,
  /\bhow did (?:you|u|yall|you guys) get (?:my|this) (?:number|cell|phone)\b/,
  /\b(?:already|i) told (?:you|u|yall)\b/,
  /\bharass(?:ment|ing)?\b/,
  /\b(?:getting|is|so|this is) ridiculous\b/,
  /\btoo many (?:texts|messages|msgs)\b/,
  /\bevery (?:single )?(?:day|week|morning) with (?:these|this|those|your|the|you)\b/,
];

/**
 * Opt-outs in the other languages dealership customers text in (Vietnamese without its accents,
 * Chinese, Korean), read on the reply as sent: the confirmation still goes out in English.
 */
export const OTHER_LANGUAGE_OPT_OUTS: readonly RegExp[] = [
  /\b(?:dung|ngung|thoi) (?:nhan tin|gui tin|lai|gui)\b/i,
  /\bhuy (?:dang ky|dich vu)\b/i,
  /退订|取消订阅|不要再?(?:给我)?发(?:短信|信息|消息)|别再?(?:给我)?发/,
  /(?:문자|메시지)\s*(?:보내지\s*마|그만)|수신\s*거부/,
];
