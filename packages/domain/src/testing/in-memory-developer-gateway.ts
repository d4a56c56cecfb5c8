import type { DeveloperGateway } from '../admin/developer-gateway.port.js';
import type {
  DeveloperExecuteRequest,
  DeveloperFile,
  DeveloperLogEntry,
  DeveloperResult,
  TemplatePreviewRequest,
} from '../admin/developer.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import type { RenderedTemplate } from '../templates/template-records.schema.js';
import { answerOr, inMemoryPage } from './in-memory-page.js';
import { FailureQueue } from './server-rejection.js';

type Operation = keyof DeveloperGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** `{{key}}` placeholders filled from the preview context; unknown keys stay as written. */
const fill = (template: string, context: Readonly<Record<string, unknown>>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in context ? String(context[key]) : whole,
  );

/** The developer area in memory: saved files are listed by kind; a log keeps what was written. */
export class InMemoryDeveloperGateway implements DeveloperGateway {
  readonly #files = new Map<string, DeveloperFile>();
  readonly #failures = new FailureQueue<Operation>();
  readonly logs: DeveloperLogEntry[] = [];

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  templateFiles(): Answer<ListPage<string>> {
    return answerOr(this.#failures.take('templateFiles'), () => ok(inMemoryPage(this.#names('tpl'))));
  }
  assistantFiles(): Answer<ListPage<string>> {
    return answerOr(this.#failures.take('assistantFiles'), () => ok(inMemoryPage(this.#names('aiva'))));
  }
  readFile(kind: 'tpl' | 'aiva', name: string): Answer<DeveloperFile> {
    return answerOr(this.#failures.take('readFile'), () => {
      const file = this.#files.get(`${kind}:${name}`);
      return file
        ? ok({ ...file, kind })
        : err({ code: 'NOT_FOUND', message: 'File not found.', tone: 'danger', status: 404 });
    });
  }
  saveFile(file: DeveloperFile): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('saveFile'), () => {
      this.#files.set(`${file.kind ?? 'tpl'}:${file.name}`, file);
      return ok({ message: 'Successfully Updated' });
    });
  }
  previewTemplate(request: TemplatePreviewRequest): Answer<RenderedTemplate> {
    return answerOr(this.#failures.take('previewTemplate'), () =>
      ok({ body: fill(request.template, request.context ?? {}) }),
    );
  }
  validateAssistantFile(file: DeveloperFile): Answer<DeveloperResult> {
    return answerOr(this.#failures.take('validateAssistantFile'), () =>
      ok(
        file.content.trim() === ''
          ? { success: false, output: null, errors: [`${file.name} is empty`] }
          : { success: true, output: null, errors: [] },
      ),
    );
  }
  execute(request: DeveloperExecuteRequest): Answer<DeveloperResult> {
    return answerOr(this.#failures.take('execute'), () =>
      ok({ success: true, output: request.input ?? '', errors: [] }),
    );
  }
  log(entry: DeveloperLogEntry): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('log'), () => {
      this.logs.push(entry);
      return ok({ message: 'Done' });
    });
  }

  #names(kind: 'tpl' | 'aiva'): string[] {
    return [...this.#files.values()]
      .filter((f) => (f.kind ?? 'tpl') === kind)
      .map((f) => f.name)
      .sort();
  }
}
