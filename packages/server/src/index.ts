/** @torque/server: the reference API over PGlite or PostgreSQL, for main.ts and the cross-package tests. */
export { buildApp, type AppOptions } from './app.js';
export { servedOperations } from './http/served-operations.js';
export type { Database, Queryable } from './db/database.js';
export { openDatabase, type DatabaseOptions } from './db/open-database.js';
export { migrate, type MigrationResult } from './db/migrator.js';
export { seedDemoData, type SeedResult } from './seed/demo-seed.js';
export { DEMO_PASSWORD, demoUserEmails, demoUserEmail } from './seed/demo-organisation.js';
export type {
  Carrier,
  CarrierFactory,
  CarrierReceipt,
  DeliveryReport,
  OutboundSms,
} from './carriers/carrier.port.js';
export { LoopbackCarrier, UNREACHABLE_ERROR } from './carriers/loopback/carrier.js';
