import { formatDisplayDate } from '../format/dates.js';
import type { TenantMode } from '../catalog/tenant-mode.js';
import type { Role } from '../session/role.js';
import type { MessageInstance } from '../leads/message-instance.schema.js';
import { messageInstant } from './message-time.js';

/**
 * Spec 1 §6: enterprise users see a chat-style layout with date badges and sender names when
 * enterprise settings are on. We read "enterprise settings" as the installation's enterprise tenant mode.
 */
export const usesEnterpriseChatLayout = (role: Role, tenantMode: TenantMode): boolean =>
  role === 'ENTERPRISE_USER' && tenantMode === 'enterprise';

/**
 * The date badges of a conversation (oldest first): the index of the first message of each day in
 * the office time zone, with that day as DD/MM/YYYY (spec 1 §9). Unreadable times get no badge.
 */
export function dayBadges(
  messages: readonly Pick<MessageInstance, 'createdOn'>[],
  officeZone: string,
): ReadonlyMap<number, string> {
  const badges = new Map<number, string>();
  let previous: string | undefined;
  messages.forEach((message, index) => {
    const at = messageInstant(message.createdOn);
    if (!at) return;
    const day = formatDisplayDate(at, officeZone);
    if (day !== previous) badges.set(index, day);
    previous = day;
  });
  return badges;
}

const isLink = (url: string | null | undefined): url is string => {
  const trimmed = url?.trim() ?? '';
  return trimmed !== '' && trimmed !== '-';
};

/** A call's recording: its first real media URL ('-' means none, spec 1 §3), else its url. */
export function callRecordingOf(message: Pick<MessageInstance, 'mediaUrls' | 'url'>): string | undefined {
  const media = message.mediaUrls?.find(isLink);
  if (media) return media.trim();
  return isLink(message.url) ? message.url.trim() : undefined;
}

/** Spec 1 §2 hand-off card: the notifications a hand-off to the general manager or MD writes. */
const HANDOFF_NOTIFICATIONS: Readonly<Partial<Record<MessageInstance['notificationType'], string>>> = {
  INTERNAL_NOTIFICATION_GM: 'GM hand-off',
  INTERNAL_NOTIFICATION_GM_FOLLOW_UP: 'GM hand-off follow-up',
  INTERNAL_NOTIFICATION_MD: 'MD hand-off',
};

/** The hand-off a notification reports ('GM hand-off', …), or undefined for a plain notification. */
export const handoffOf = (message: Pick<MessageInstance, 'notificationType'>): string | undefined =>
  HANDOFF_NOTIFICATIONS[message.notificationType];
