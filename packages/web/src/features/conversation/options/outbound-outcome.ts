import {
  formatDisplayDate,
  formatPhone,
  formatTimeOfDay,
  notice,
  type Lead,
  type Notice,
  type OutboundPreview,
} from '@torque/domain';

/** When a held text goes, in the lead's office zone, labelled with that zone. */
export function scheduledForLabel(iso: string, lead: Lead): string {
  const office = lead.storeMaster.officeMasterVO;
  const zone = office.officeTimeZone;
  return `Scheduled for ${formatDisplayDate(iso, zone)} ${formatTimeOfDay(iso, zone)} (${office.timezoneDisplay})`;
}

export const recipientLabel = (preview: OutboundPreview): string =>
  `${preview.toName}, ${formatPhone(preview.to)}`;

/** Said after a control texted the customer (issue 14): sent to whom, or when quiet hours let it go. */
export function sentOutcome(preview: OutboundPreview, lead: Lead): Notice {
  return notice({
    title: 'Text to customer',
    message: preview.scheduledFor
      ? `${scheduledForLabel(preview.scheduledFor, lead)}: quiet hours for ${recipientLabel(preview)}.`
      : `Sent to ${recipientLabel(preview)}.`,
  });
}
