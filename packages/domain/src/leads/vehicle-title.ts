import type { ServiceVehicle } from './lead.schema.js';

/** What staff read for a vehicle whose model is not given yet. */
export const MODEL_NOT_GIVEN = 'model not given';

/**
 * A vehicle as staff read it: '2022 Honda Civic', or 'Ford, model not given' for a lead from the
 * web form, whose customer named no vehicle. Never an invented model or year.
 */
export function vehicleTitle(vehicle: Pick<ServiceVehicle, 'year' | 'make' | 'model'>): string {
  if (vehicle.model === null || vehicle.model.trim() === '') return `${vehicle.make}, ${MODEL_NOT_GIVEN}`;
  return [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null).join(' ');
}

/**
 * How a text names the vehicle (the ${lead.product.model} placeholder): its model, or its make while
 * the model is not given, so the customer reads "your Ford", never "your Unknown" or "your ".
 */
export const vehicleModelForText = (vehicle: Pick<ServiceVehicle, 'make' | 'model'>): string =>
  vehicle.model?.trim() ? vehicle.model : vehicle.make;
