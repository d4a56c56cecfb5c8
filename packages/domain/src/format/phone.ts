/** Spec 1 §5: a phone is 10 digits, shown as (###)-###-#### and sent as +1 followed by the digits. */
export const PHONE_DIGITS = 10;

function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** '+15551234567' -> '(555)-123-4567'. Anything that is not 10 digits after the +1 is shown as given. */
export function formatPhone(phone: string): string {
  const digits = nationalDigits(phone);
  if (digits.length !== PHONE_DIGITS) return phone;
  return `(${digits.slice(0, 3)})-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Customer phone clean-up when sending: strip non-digits and spaces, add +1 when absent. */
export function normalizeCustomerPhone(raw: string): string {
  return `+1${nationalDigits(raw)}`;
}
