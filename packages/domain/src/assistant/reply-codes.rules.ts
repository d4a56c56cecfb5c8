import { classificationCodesFor, type ClassificationCode } from '../catalog/classification-code.js';
import type { DeploymentVariantOrUnknown } from '../catalog/deployment-variant.js';
import { consentIntentOf } from '../compliance/opt-out-intent.rules.js';
import type { CodeLikelihood } from './reply-classifier.port.js';

/**
 * The classification codes one reply can carry (spec 2 §9), BLANK (unclassified) for one the assistant
 * is unsure of. The others describe what a reply cannot say by itself: no response (NR, NRAA, NA), the
 * workflow's own (SFU, A-BKG-ERR, SP, L-CUST, APPT-HANDOFF), and aliases.
 */
export const REPLY_CODES = [
  'SPA-SS',
  'SPA-AS',
  'SPA-XX',
  'CL',
  'FU',
  'APPT-SET',
  'ASA',
  'HO',
  'REQ-CALL',
  'NLO',
  'CPAL',
  'VI',
  'TU',
  'WN',
  'LD',
  'SALES_INQ',
  'CQ',
  'CC',
  'DD',
  'EMP',
  'CUST-APPR',
  'PRICE_CONCERN',
  'REQ_PD',
  'REQ_LOANER',
  'POB',
  'NIITB',
  'E-RES',
  'E-CAN',
  'STOP',
  'NOT-ENGAGED',
  'MISC',
  'BLANK',
] as const satisfies readonly ClassificationCode[];
export type ReplyCode = (typeof REPLY_CODES)[number];

export const isReplyCode = (code: string): code is ReplyCode =>
  (REPLY_CODES as readonly string[]).includes(code);

/**
 * A variant-only code in a deployment of another variant becomes the common code staff there act on the
 * same way: a hand-off request is a request to call; price, pickup and loaner questions are questions.
 */
const OUTSIDE_ITS_VARIANT: Readonly<Partial<Record<ReplyCode, ReplyCode>>> = {
  HO: 'REQ-CALL',
  PRICE_CONCERN: 'CQ',
  REQ_PD: 'CQ',
  REQ_LOANER: 'CQ',
  NIITB: 'MISC',
};

/**
 * Below this likelihood the classifier's first code is a guess: the reply stays unclassified (BLANK) and
 * the assistant neither answers nor acts on it (a hand-off or switching itself off on a guess would do
 * harm); staff read it and may give it a code. On the labelled set it leaves 9% to staff and lifts the
 * share of codes acted on that are right from 85% to 88%.
 */
export const UNSURE_BELOW = 0.3;
/** A runner-up is a code at least this share as likely as the first: the reply says that too. */
export const RUNNER_UP_SHARE = 0.3;
const MAX_RUNNERS_UP = 2;
/** Codes that say nothing more beside another: never listed as runners-up. */
const NOT_A_SECOND_MEANING: readonly ReplyCode[] = ['NOT-ENGAGED', 'MISC'];

/** What the assistant settled a reply as: one code, and the runners-up when it says several things. */
export type ReplyCodes = {
  readonly code: ReplyCode;
  readonly runnersUp: readonly ReplyCode[];
  /** 'rule' when a fixed rule decided (an opt-out, an empty reply), 'model' when the classifier did. */
  readonly decidedBy: 'rule' | 'model';
};

/**
 * Settles a reply's codes. The opt-out rules (opt-out-intent.rules.ts) alone decide STOP, so an opt-out
 * is never missed and an ordinary reply is never read as one; the classifier gives the rest, with
 * variant-only codes as the deployment variant has them.
 */
export function settleReplyCodes(
  text: string,
  likelihoods: readonly CodeLikelihood[],
  variant: DeploymentVariantOrUnknown,
): ReplyCodes {
  const allowed = classificationCodesFor(variant);
  const seen = new Set<ReplyCode>();
  const ranked: { code: ReplyCode; likelihood: number }[] = [];
  for (const { code, likelihood } of [...likelihoods].sort((a, b) => b.likelihood - a.likelihood)) {
    if (!isReplyCode(code) || code === 'STOP') continue;
    const own = allowed.includes(code) ? code : (OUTSIDE_ITS_VARIANT[code] ?? 'MISC');
    if (seen.has(own)) continue;
    seen.add(own);
    ranked.push({ code: own, likelihood });
  }
  const optOut = consentIntentOf(text) === 'opt-out';
  const top = ranked[0];
  const runnersUpOf = (first: number, skip: ReplyCode | null) =>
    ranked
      .filter((entry) => entry.code !== skip && !NOT_A_SECOND_MEANING.includes(entry.code))
      .filter((entry) => entry.likelihood >= first * RUNNER_UP_SHARE)
      .slice(0, MAX_RUNNERS_UP)
      .map((entry) => entry.code);
  if (optOut)
    return { code: 'STOP', runnersUp: top ? runnersUpOf(top.likelihood, null) : [], decidedBy: 'rule' };
  if (!top || text.trim() === '') return { code: 'NOT-ENGAGED', runnersUp: [], decidedBy: 'rule' };
  if (top.likelihood < UNSURE_BELOW) return { code: 'BLANK', runnersUp: [], decidedBy: 'model' };
  return { code: top.code, runnersUp: runnersUpOf(top.likelihood, top.code), decidedBy: 'model' };
}
