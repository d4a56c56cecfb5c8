/** Who a lead was handed to (the lead's hand-off, set by the hand-off calls and tracks). */
export const HAND_OFF_KINDS = ['GM', 'MANUAL', 'MD'] as const;
export type HandOffKind = (typeof HAND_OFF_KINDS)[number];

/**
 * The lead response statuses the hand-off views send (issue 14: the manual hand-off view listed GM
 * hand-offs). The spec has one hand-off search (gmhandoff); each view narrows it to its own kind.
 */
export const GM_HANDOFF_STATUS = 'GM_HANDOFF';
export const MANUAL_HANDOFF_STATUS = 'MANUAL_HANDOFF';
export const MD_HANDOFF_STATUS = 'MD_HANDOFF';

const KIND_OF_STATUS: Readonly<Record<string, HandOffKind>> = {
  [GM_HANDOFF_STATUS]: 'GM',
  [MANUAL_HANDOFF_STATUS]: 'MANUAL',
  [MD_HANDOFF_STATUS]: 'MD',
};

/** The hand-off kind a lead response status asks for; undefined when it names none. */
export const handOffKindOfStatus = (status: string | undefined): HandOffKind | undefined =>
  status !== undefined && Object.hasOwn(KIND_OF_STATUS, status) ? KIND_OF_STATUS[status] : undefined;
