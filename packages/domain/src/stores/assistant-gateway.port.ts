import type { AppError } from '../errors/app-error.js';
import type { DivisionId } from '../session/role.js';
import type { Result } from '../shared/result.js';
import type { Assistant } from './assistant.schema.js';

export type AssistantQuery = {
  readonly bocId: number;
  readonly storeId: number;
  readonly divisionId: DivisionId;
};

export interface AssistantGateway {
  list(query: AssistantQuery): Promise<Result<readonly Assistant[], AppError>>;
}
