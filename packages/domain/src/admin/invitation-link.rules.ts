import { z } from 'zod';

/**
 * A set-password link (issue 20) as the page it opens reads it (issue 30): still usable, used
 * already, past its date, or never issued. A used link says so, in words that tell the person what to
 * do next, instead of offering the form again.
 */
export const INVITATION_LINK_STATES = ['LIVE', 'USED', 'EXPIRED', 'UNKNOWN'] as const;
export type InvitationLinkState = (typeof INVITATION_LINK_STATES)[number];
export const InvitationLinkSchema = z.object({ state: z.enum(INVITATION_LINK_STATES) });
export type InvitationLink = z.infer<typeof InvitationLinkSchema>;

export const LINK_USED =
  'This link has already been used to set a password. Sign in with that password, or ask your administrator for a new link if you have forgotten it.';
export const LINK_EXPIRED = 'This link has expired. Ask your administrator for a new one.';
export const LINK_UNKNOWN =
  'This link is not valid. Open the whole link your administrator gave you, or ask for a new one.';

/** The link's state now: used wins over expired (it was used in time); unknown when never issued. */
export function invitationLinkState(
  link: { readonly usedAt: Date | null; readonly expiresAt: Date } | null,
  now: Date,
): InvitationLinkState {
  if (!link) return 'UNKNOWN';
  if (link.usedAt) return 'USED';
  return link.expiresAt.getTime() > now.getTime() ? 'LIVE' : 'EXPIRED';
}

/** Why the link cannot set a password, in the page's words; null while it can. */
export function invitationLinkRefusal(state: InvitationLinkState): string | null {
  return { LIVE: null, USED: LINK_USED, EXPIRED: LINK_EXPIRED, UNKNOWN: LINK_UNKNOWN }[state];
}
