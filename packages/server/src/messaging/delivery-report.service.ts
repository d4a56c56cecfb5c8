import type { DeliveryReport } from '../carriers/carrier.port.js';
import type { Database } from '../db/database.js';
import { MessageRepository } from './message.repository.js';

/** Applies a carrier's later status change to the stored message (loopback timer or webhook). */
export class DeliveryReportService {
  constructor(private readonly db: Database) {}

  apply(report: DeliveryReport): Promise<void> {
    return new MessageRepository(this.db).applyDeliveryReport(report);
  }
}
