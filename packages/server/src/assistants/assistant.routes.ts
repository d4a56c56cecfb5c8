import { principalOf } from '../auth/authenticate.hook.js';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { AssistantRepository } from './assistant.repository.js';

export function assistantHandlers(db: Queryable): Pick<OperationHandlers, 'getAssistantList'> {
  const assistants = new AssistantRepository(db);
  return {
    getAssistantList: async (request) => {
      const data = await assistants.list(
        {
          bocId: request.query.boc_id_pk,
          storeId: request.query.store_id_pk,
          divisionId: request.query.divisionId,
        },
        dataScopeOf(principalOf(request)),
      );
      return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
    },
  };
}
