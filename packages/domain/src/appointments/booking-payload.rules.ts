import { z } from 'zod';

/** Spec 2 §3 booking payload, with the two shaping rules of spec 2 §5. */
export const BookingPayloadSchema = z.object({
  fsiId: z.number().int(),
  transportType: z.string(),
  inpDate: z.string(),
  inpTime: z.string(),
  notes: z.string(),
  serviceType: z.string(),
  dealerCode: z.string(),
  vin: z.string(),
  /** Always a list: a single opcode is wrapped. */
  opCode: z.array(z.string()),
  servicePackages: z.array(z.string()),
  advisorId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Present only when known; 0 is a known reading. */
  odometer: z.number().int().nonnegative().optional(),
  /** Issue 30: the booking texts the customer its confirmation unless staff chose not to (false). */
  textCustomer: z.boolean().optional(),
});
export type BookingPayload = z.infer<typeof BookingPayloadSchema>;

export type BookingInput = Omit<BookingPayload, 'opCode' | 'odometer' | 'notes' | 'servicePackages'> & {
  readonly opCode?: string | readonly string[] | null;
  readonly odometer?: number | null;
  readonly notes?: string | null;
  readonly servicePackages?: readonly string[] | null;
};

/** A single opcode becomes a one-item list; blanks are dropped, so no opcode is an empty list. */
export function opCodeList(opCode: string | readonly string[] | null | undefined): string[] {
  const codes = typeof opCode === 'string' ? [opCode] : [...(opCode ?? [])];
  return codes.map((code) => code.trim()).filter((code) => code !== '');
}

/** Odometer is sent only when present (a finite number); zero is allowed (spec 2 §5). */
const hasOdometer = (odometer: number | null | undefined): odometer is number =>
  typeof odometer === 'number' && Number.isFinite(odometer);

export function bookingPayload(input: BookingInput): BookingPayload {
  const { odometer, opCode, notes, servicePackages, ...rest } = input;
  return {
    ...rest,
    notes: notes ?? '',
    opCode: opCodeList(opCode),
    servicePackages: [...(servicePackages ?? [])],
    ...(hasOdometer(odometer) ? { odometer } : {}),
  };
}
