import type { Clock } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { LeadTrackerService } from './lead-tracker.service.js';
import { MarkReadsService } from './mark-reads.service.js';
import { VehicleRecordService } from './vehicle-record.service.js';

type StagesOperations =
  | 'updateLeadTracker'
  | 'updateVehicleRecord'
  | 'getVirtualServiceRecords'
  | 'getCustomerMarks'
  | 'getServiceVehicleMarks'
  | 'getLeadMarks';

/** Lead stages and outcome reasons, the vehicle record (mileage) and reading marks (issue 14). */
export function stagesHandlers(db: Database, clock: Clock): Pick<OperationHandlers, StagesOperations> {
  const tracker = new LeadTrackerService(db, clock);
  const vehicleRecords = new VehicleRecordService(db, clock);
  const marks = new MarkReadsService(db);
  return {
    updateLeadTracker: async (request) => tracker.update(principalOf(request), request.body),
    updateVehicleRecord: async (request) => vehicleRecords.update(principalOf(request), request.body),
    getVirtualServiceRecords: async (request) =>
      vehicleRecords.history(principalOf(request), request.query.future_service_interaction_id),
    getCustomerMarks: async (request) => marks.customer(principalOf(request), request.params.customerId),
    getServiceVehicleMarks: async (request) =>
      marks.vehicle(principalOf(request), request.params.serviceVehicleId),
    getLeadMarks: async (request) =>
      marks.lead(principalOf(request), request.params.futureServiceInteractionId),
  };
}
