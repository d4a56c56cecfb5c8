/** The server's forced-conversation warnings (spec 2 §7 "How the product treats answers"). */
export const FORCED_CONVERSATION_WARNINGS = [
  'An other interaction has been already initiated for this customer',
  'The customer has already been contacted for',
] as const;

export const SUCCESSFULLY_STARTED = 'Successfully Started';

/** A 400 whose message contains one of the warnings opens the forced-conversation confirmation. */
export function isForcedConversationWarning(
  status: number | undefined,
  message: string | undefined,
): boolean {
  return (
    status === 400 &&
    message !== undefined &&
    FORCED_CONVERSATION_WARNINGS.some((warning) => message.includes(warning))
  );
}
