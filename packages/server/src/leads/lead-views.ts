/**
 * The lead search views. Each is one SQL condition over the lead, in `leadViewCondition`
 * (lead-query.repository.ts); every view but `archived` leaves archived leads out.
 */
export type LeadView =
  | 'leadManager'
  | 'globalInbox'
  | 'globalInboxZero'
  | 'followUp'
  | 'smartFollowUp'
  | 'failureFollowUp'
  | 'emailFollowUp'
  | 'contactLater'
  | 'contactLaterInbox'
  | 'leadAtRisk'
  | 'noResponseAtAll'
  | 'handOff'
  | 'optOut'
  | 'archived'
  | 'auditPlanner';
