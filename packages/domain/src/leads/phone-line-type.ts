/** What a phone-number lookup says a number is. */
export type PhoneLineType = 'mobile' | 'landline' | 'voip';

export const PHONE_LINE_TYPES: readonly PhoneLineType[] = ['mobile', 'landline', 'voip'];

export const isPhoneLineType = (value: unknown): value is PhoneLineType =>
  typeof value === 'string' && (PHONE_LINE_TYPES as readonly string[]).includes(value);

/** A landline cannot receive texts; unknown (never looked up) is not assumed either way. */
export const canReceiveSms = (lineType: string | null | undefined): boolean => lineType !== 'landline';

/** How staff see a line type next to the number. */
export function lineTypeLabel(lineType: string | null | undefined): string {
  switch (lineType) {
    case 'mobile':
      return 'Mobile';
    case 'landline':
      return 'Landline: cannot receive texts';
    case 'voip':
      return 'VoIP';
    default:
      return 'Line type not checked';
  }
}

/** Why a text to a number a lookup found to be a landline is refused (issue 29: never dropped silently). */
export const LANDLINE_CANNOT_TEXT = 'This number is a landline: it cannot receive texts.';
