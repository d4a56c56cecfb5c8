import type { Clock } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { DeveloperService } from './developer.service.js';

type DeveloperOperations =
  | 'getDeveloperTplFiles'
  | 'getDeveloperAivaFiles'
  | 'getDeveloperFile'
  | 'saveDeveloperFile'
  | 'previewDeveloperTemplate'
  | 'validateDeveloperAiva'
  | 'executeDeveloperScript'
  | 'writeDeveloperLog';

/** The developer area's operations (issue 20); app.ts adds one line. */
export function developerHandlers(db: Database, clock: Clock): Pick<OperationHandlers, DeveloperOperations> {
  const developer = new DeveloperService(db, clock);
  return {
    getDeveloperTplFiles: async (request) => developer.names(principalOf(request), 'tpl'),
    getDeveloperAivaFiles: async (request) => developer.names(principalOf(request), 'aiva'),
    getDeveloperFile: async (request) =>
      developer.file(principalOf(request), request.query.kind, request.query.name),
    saveDeveloperFile: async (request) => developer.save(principalOf(request), request.body),
    previewDeveloperTemplate: async (request) => developer.preview(principalOf(request), request.body),
    validateDeveloperAiva: async (request) => developer.validate(principalOf(request), request.body),
    executeDeveloperScript: async (request) => developer.execute(principalOf(request), request.body),
    writeDeveloperLog: async (request) => developer.log(principalOf(request), request.body),
  };
}
