import { z } from 'zod';
import { AppointmentSchema } from '../appointments/appointment.schema.js';
import { isRepairOrderStatus } from '../repair-orders/repair-order-status.rules.js';
import { KeyValueSchema } from '../shared/key-value.schema.js';
import type { DmsRepairOrder } from './dealer-management-system.port.js';

const optionalDate = z
  .string()
  .datetime({ offset: true })
  .nullable()
  .optional()
  .transform((at) => (at ? new Date(at) : null));
const orNull = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** One order as a real DMS's feed sends it (JSON), parsed before it reaches the rules. */
const DmsRepairOrderSchema = z.object({
  storeId: z.number().int().positive(),
  roNumber: z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
  status: z.string().refine(isRepairOrderStatus, 'not a repair-order status'),
  changedAt: z
    .string()
    .datetime({ offset: true })
    .transform((at) => new Date(at)),
  advisorNo: orNull(z.string()),
  vin: orNull(z.string()),
  openedAt: optionalDate,
  promisedAt: optionalDate,
  appointmentId: orNull(z.number().int()),
  dmsRoId: orNull(z.string()),
});

/** The DMS feed's answer: the orders changed since the last read. */
export const parseDmsRepairOrders = (body: unknown): DmsRepairOrder[] =>
  z.array(DmsRepairOrderSchema).parse(body) as DmsRepairOrder[];
export const DmsAppointmentListSchema = z.array(AppointmentSchema);
export const DmsKeyValueListSchema = z.array(KeyValueSchema);
