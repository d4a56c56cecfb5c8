export { VehicleMileagePage } from './VehicleMileagePage';
