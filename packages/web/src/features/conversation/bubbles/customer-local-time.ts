import { customerTimeZone, type Lead } from '@torque/domain';
import { formatLabelledTime } from '../../../ui/time';

/**
 * "Customer's local time: Nov 19, 1:05 PM CST" when the customer's zone (from their number's area
 * code) differs from the viewer's; undefined when they are the same or the lead is unknown.
 */
export function customerLocalTime(
  iso: string,
  viewerZone: string,
  lead: Lead | undefined,
): string | undefined {
  if (!lead) return undefined;
  const zone = customerTimeZone(lead.customerMaster.cellular, lead.storeMaster.officeMasterVO.officeTimeZone);
  if (zone === viewerZone) return undefined;
  const time = formatLabelledTime(iso, zone);
  return time ? `Customer's local time: ${time}` : undefined;
}
