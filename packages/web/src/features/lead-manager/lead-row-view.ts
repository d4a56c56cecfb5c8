import {
  customerName,
  formatPhone,
  formatResponseTime,
  hasUnread,
  isLeadSmsBlocked,
  serviceTypeLabel,
  type Lead,
  type MessageInstance,
  type ResponseDelay,
  type Role,
} from '@torque/domain';
import { htmlToPlainText } from '../../ui/plain-text';
import { formatListTime } from '../../ui/time';
import type { DelayRule } from './delay-rule';

/** What one row of the lead list shows, every value from a domain rule. */
export type LeadRowView = {
  readonly name: string;
  readonly phone: string;
  readonly preview: string;
  readonly time: string;
  readonly serviceType: string;
  /** Shown only when at least 1 (spec 1 §9: unread counts are read for values of at least 1). */
  readonly unread: number | null;
  readonly optedOut: boolean;
  /** A reply that may ask to stop waits for staff's answer (issue 29): automated texts are paused. */
  readonly possibleOptOut: boolean;
  /** Spec 1 §4 response-delay styling ('none' when the view or the role has none). */
  readonly delay: ResponseDelay;
  /** Spec 1 §9 'RT: …' of the latest message, on the max-response-time view for super users. */
  readonly responseTime: string | null;
};

/** How the view shows rows (from its route variant, lead-manager-variant.rules). */
export type RowDisplay = {
  readonly role: Role;
  /**
   * Spec 1 §4 response-delay styling: the domain's rule, on views that style delays for a role that
   * sees them (delay-rule.ts loads it); without it rows show no delay.
   */
  readonly delayRule?: DelayRule;
  readonly responseTime: boolean;
  /** The viewer's office zone, in which every row's time is shown (issue 14); the lead's store's if none. */
  readonly timeZone?: string;
};

/** No styling beyond the basics: tests and benchmarks mounting a bare list. */
export const PLAIN_ROWS: RowDisplay = { role: 'SALES_REP', responseTime: false };

/** Previews by message: the same message shows the same text in every row and list that shows it. */
const previews = new WeakMap<MessageInstance, string>();

function previewOf(message: MessageInstance): string {
  let preview = previews.get(message);
  if (preview === undefined) {
    preview = htmlToPlainText(message.content);
    previews.set(message, preview);
  }
  return preview;
}

export function leadRowView(
  lead: Lead,
  now: Date = new Date(),
  display: RowDisplay = PLAIN_ROWS,
): LeadRowView {
  const latest = lead.latestMessage;
  const seconds = latest?.messageResponseTime;
  const zone = display.timeZone ?? lead.storeMaster.officeMasterVO.officeTimeZone;
  return {
    name: customerName(lead) || 'Unnamed customer',
    phone: formatPhone(lead.customerMaster.cellular),
    preview: latest ? previewOf(latest) : '',
    time: latest ? formatListTime(latest.createdOn, zone, now) : '',
    serviceType: serviceTypeLabel(lead.plannedServiceType),
    unread: hasUnread(lead.totalUnreadCount) ? lead.totalUnreadCount : null,
    optedOut: isLeadSmsBlocked(lead),
    possibleOptOut: Boolean(lead.consentPending),
    delay: display.delayRule
      ? display.delayRule(
          {
            role: display.role,
            responseRequired: lead.responseReqd,
            latestMessage: latest,
            globalInboxZero: false,
          },
          { now: () => now },
        )
      : 'none',
    responseTime: display.responseTime && seconds != null ? formatResponseTime(seconds) : null,
  };
}

/** The row's accessible name: who, and what needs attention. */
export function leadRowLabel(view: LeadRowView): string {
  const parts = [view.name, view.phone];
  if (view.unread !== null) parts.push(`${view.unread} unread`);
  if (view.possibleOptOut) parts.push('possible opt-out');
  if (view.optedOut) parts.push('opted out');
  if (view.delay !== 'none') parts.push(view.delay);
  return parts.join(', ');
}
