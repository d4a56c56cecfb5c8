export { mileageRequests } from './mileage-requests';
export { VehicleMileage } from './VehicleMileage';
