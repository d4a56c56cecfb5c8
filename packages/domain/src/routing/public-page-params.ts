import { parseQuery, queryFlag, queryValue, type QueryParams } from './query-string.js';

/** Spec 1 §2 /service/landing: the customer call invite page. */
export type CallInviteParams = {
  readonly futureServiceInteractionId?: string;
  readonly userMasterId?: string;
  /** The invitation's token, the link's authority (issue 13); a link without one is no longer valid. */
  readonly token?: string;
};

/** Spec 1 §2 /landing with landingpage=true; type defaults to 'others'. */
export type LandingPageParams = {
  readonly companyId?: string;
  readonly officeId?: string;
  readonly divisionId?: string;
  readonly contactId?: string;
  readonly messageId?: string;
  readonly userMasterId?: string;
  readonly type: string;
};
export const DEFAULT_LANDING_TYPE = 'others';

/** Spec 1 §2 /email/autoResponse query; emailId is the extra of one variant (spec 2 §7). */
export type EmailAutoResponseParams = {
  readonly token?: string;
  readonly fromAddress?: string;
  readonly toAddress?: string;
  readonly subject?: string;
  readonly message?: string;
  readonly key?: string;
  readonly emailId?: string;
};

/** Spec 1 §2 auto-response page texts. */
export const AUTO_RESPONSE_THANKS = 'Thanks for your response!';
export const AUTO_RESPONSE_PROBLEM = 'There is some problem. Please try after some time.';

const pick = <K extends string>(params: QueryParams, keys: readonly K[]): Partial<Record<K, string>> =>
  Object.fromEntries(
    keys.flatMap((key) => {
      const value = queryValue(params, key);
      return value === undefined ? [] : [[key, value]];
    }),
  ) as Partial<Record<K, string>>;

const asParams = (search: string | QueryParams): QueryParams =>
  typeof search === 'string' ? parseQuery(search) : search;

export function callInviteParams(search: string | QueryParams): CallInviteParams {
  return pick(asParams(search), ['futureServiceInteractionId', 'userMasterId', 'token']);
}

/** The landing variant's values, or undefined when the address is not the landingpage=true variant. */
export function landingPageParams(search: string | QueryParams): LandingPageParams | undefined {
  const params = asParams(search);
  if (!queryFlag(params, 'landingpage')) return undefined;
  const ids = pick(params, ['companyId', 'officeId', 'divisionId', 'contactId', 'messageId', 'userMasterId']);
  return { ...ids, type: queryValue(params, 'type') ?? DEFAULT_LANDING_TYPE };
}

export function emailAutoResponseParams(search: string | QueryParams): EmailAutoResponseParams {
  return pick(asParams(search), [
    'token',
    'fromAddress',
    'toAddress',
    'subject',
    'message',
    'key',
    'emailId',
  ]);
}

/** The one GET /api/email/autoResponse query: fromAddress and toAddress are sent as from and to. */
export function emailAutoResponseQuery(params: EmailAutoResponseParams): Record<string, string> {
  const { fromAddress, toAddress, ...rest } = params;
  const query: Record<string, string | undefined> = { ...rest, from: fromAddress, to: toAddress };
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
