import type { Lead } from './lead.schema.js';

/** The browser's local copy of the lead lists, one store per service type (spec 1 §3). */
export interface LeadCache {
  put(serviceType: string, leads: readonly Lead[]): Promise<void>;
  read(serviceType: string): Promise<readonly Lead[]>;
  /** Sign-out and idle sign-out remove everything. */
  clear(): Promise<void>;
}
