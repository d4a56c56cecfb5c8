import {
  customerName,
  formatPhone,
  hasUnread,
  isLeadSmsBlocked,
  serviceTypeLabel,
  type Lead,
} from '@torque/domain';
import { htmlToPlainText } from '../../ui/sanitize';
import { formatListTime } from '../../ui/time';

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
};

export function leadRowView(lead: Lead, now: Date = new Date()): LeadRowView {
  const latest = lead.latestMessage;
  const zone = lead.storeMaster.officeMasterVO.officeTimeZone;
  return {
    name: customerName(lead) || 'Unnamed customer',
    phone: formatPhone(lead.customerMaster.cellular),
    preview: latest ? htmlToPlainText(latest.content) : '',
    time: latest ? formatListTime(latest.createdOn, zone, now) : '',
    serviceType: serviceTypeLabel(lead.plannedServiceType),
    unread: hasUnread(lead.totalUnreadCount) ? lead.totalUnreadCount : null,
    optedOut: isLeadSmsBlocked(lead),
  };
}

/** The row's accessible name: who, and what needs attention. */
export function leadRowLabel(view: LeadRowView): string {
  const parts = [view.name, view.phone];
  if (view.unread !== null) parts.push(`${view.unread} unread`);
  if (view.optedOut) parts.push('opted out');
  return parts.join(', ');
}
