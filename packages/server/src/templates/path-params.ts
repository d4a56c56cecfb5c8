import type { ContractRequest, OperationId } from '../http/contract.js';
import type { operations } from '@torque/contract';

/** The path parameters of an operation, as the contract's validator left them (numbers coerced). */
export const pathOf = <K extends OperationId>(
  request: ContractRequest<K>,
): NonNullable<operations[K]['parameters']['path']> =>
  request.params as NonNullable<operations[K]['parameters']['path']>;
