import {
  INVALID_NUMBER,
  INVALID_VIN,
  validateNewCustomer,
  validateNewVehicle,
  type NewCustomer,
  type NewCustomerErrors,
} from '@torque/domain';

export type NewCustomerTyped = {
  readonly firstName: string;
  readonly lastName: string;
  readonly cellular: string;
  readonly phone: string;
  readonly email: string;
  readonly custno: string;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  readonly year: string;
  readonly odometer: string;
};

export const EMPTY_NEW_CUSTOMER: NewCustomerTyped = {
  firstName: '',
  lastName: '',
  cellular: '',
  phone: '',
  email: '',
  custno: '',
  vin: '',
  make: '',
  model: '',
  year: '',
  odometer: '',
};

export type NewCustomerCheck =
  | { readonly ok: true; readonly customer: Omit<NewCustomer, 'bocId' | 'store'> }
  | { readonly ok: false; readonly errors: NewCustomerErrors };

/** The form checked with the domain's rules (the spec's words beside each field); a VIN adds the first vehicle. */
export function checkNewCustomer(typed: NewCustomerTyped): NewCustomerCheck {
  const customer = validateNewCustomer(typed);
  const withVehicle = typed.vin.trim() !== '';
  const vehicle = withVehicle ? validateNewVehicle(typed) : null;
  if (!customer.ok || (vehicle && !vehicle.ok))
    return {
      ok: false,
      errors: { ...(customer.ok ? {} : customer.error), ...(vehicle && !vehicle.ok ? vehicle.error : {}) },
    };
  const { email, phone, ...rest } = customer.value;
  const custno = typed.custno.trim();
  return {
    ok: true,
    customer: {
      ...rest,
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(custno ? { custno } : {}),
      ...(vehicle?.ok ? { vehicle: vehicle.value } : {}),
    },
  };
}

/** A refusal of the server shown beside the field it is about, else above the form. */
export function fieldOfRefusal(message: string): keyof NewCustomerErrors | null {
  if (message === INVALID_NUMBER || message.startsWith('This number already belongs')) return 'cellular';
  if (message === INVALID_VIN || message.startsWith('Make, model and year')) return 'vin';
  if (message.startsWith('Year must')) return 'year';
  return null;
}
