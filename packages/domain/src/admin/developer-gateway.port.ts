import type { AppError } from '../errors/app-error.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { RenderedTemplate } from '../templates/template-records.schema.js';
import type {
  DeveloperExecuteRequest,
  DeveloperFile,
  DeveloperLogEntry,
  DeveloperResult,
  TemplatePreviewRequest,
} from './developer.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The developer area (spec 2 §7 "Developer area": tpl and aiva files, preview, validate, execute, log). */
export interface DeveloperGateway {
  templateFiles(): Answer<ListPage<string>>;
  assistantFiles(): Answer<ListPage<string>>;
  /** One file's text, for the editor (issue 20's designed read). */
  readFile(kind: 'tpl' | 'aiva', name: string): Answer<DeveloperFile>;
  saveFile(file: DeveloperFile): Answer<Acknowledgement>;
  previewTemplate(request: TemplatePreviewRequest): Answer<RenderedTemplate>;
  validateAssistantFile(file: DeveloperFile): Answer<DeveloperResult>;
  execute(request: DeveloperExecuteRequest): Answer<DeveloperResult>;
  log(entry: DeveloperLogEntry): Answer<Acknowledgement>;
}
