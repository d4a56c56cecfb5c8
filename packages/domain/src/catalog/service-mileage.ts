/** A service mileage choice: the label staff pick and the odometer value sent. */
export type ServiceMileageOption = { readonly label: string; readonly value: number };

export const SERVICE_MILEAGE_STEP_K = 5;
export const SERVICE_MILEAGE_MAX_K = 130;

/**
 * Spec 2 §9: 0K to 130K in 5K steps; the value is 1000 below the label (5K → 4000, 10K → 9000), and 0
 * for 0K, so a vehicle just short of a service mileage already counts as due for it.
 */
const OPTIONS: readonly ServiceMileageOption[] = Object.freeze(
  Array.from({ length: SERVICE_MILEAGE_MAX_K / SERVICE_MILEAGE_STEP_K + 1 }, (_, index) => {
    const thousands = index * SERVICE_MILEAGE_STEP_K;
    return Object.freeze({ label: `${thousands}K`, value: thousands === 0 ? 0 : thousands * 1000 - 1000 });
  }),
);

export function serviceMileageOptions(): readonly ServiceMileageOption[] {
  return OPTIONS;
}
