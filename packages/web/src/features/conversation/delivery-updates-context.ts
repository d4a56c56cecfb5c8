import type { DeliveryUpdate } from '@torque/domain';
import { createContext, useContext } from 'react';

const NONE: ReadonlyMap<number, DeliveryUpdate> = new Map();

/** Deliveries the real-time feed reported since the conversations were loaded (the lead manager provides them). */
export const DeliveryUpdatesContext = createContext<ReadonlyMap<number, DeliveryUpdate>>(NONE);

export const useDeliveryUpdates = (): ReadonlyMap<number, DeliveryUpdate> =>
  useContext(DeliveryUpdatesContext);
