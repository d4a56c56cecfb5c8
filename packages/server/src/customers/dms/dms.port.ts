/**
 * The dealer-management system (DMS) as the customer calls see it: a store's customers and their
 * vehicles, looked up by name, phone or VIN. Deliberately small, shaped by add-search-customer,
 * add-vehicle and the customer-vehicle lookup only; a DMS sync would extend it.
 */
export type DmsVehicle = {
  /** The DMS's own vehicle id (the W2kCustomerVehicleID list's vehicleId). */
  readonly vehicleId: string;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly odometer: number | null;
};

export type DmsCustomer = {
  /** The DMS customer number; Torque keeps it as the customer's custno. */
  readonly custno: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  /** +1 and ten digits. */
  readonly cellular: string;
  readonly vehicles: readonly DmsVehicle[];
};

/** What a lookup may match on; names match ignoring case, the phone as +1 and ten digits. */
export type DmsQuery = {
  /** The store's code in the DMS (Torque's store_code). */
  readonly dealerCode: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly cellular?: string | undefined;
  readonly vin?: string | undefined;
};

export interface DealerManagementSystem {
  /** The DMS customers matching every given field. */
  findCustomers(query: DmsQuery): Promise<readonly DmsCustomer[]>;
  /** The vehicle with this VIN at the store, with its owner's customer number, or null. */
  findVehicle(dealerCode: string, vin: string): Promise<(DmsVehicle & { readonly custno: string }) | null>;
}

/** The DMS could not be reached or answered nonsense: the caller shows a plain 502. */
export class DmsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DmsUnavailableError';
  }
}
