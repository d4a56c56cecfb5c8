import {
  AcknowledgementSchema,
  DeveloperFileSchema,
  DeveloperResultSchema,
  RenderedTemplateSchema,
  StringPageSchema,
  type Acknowledgement,
  type AppError,
  type DeveloperExecuteRequest,
  type DeveloperFile,
  type DeveloperGateway,
  type DeveloperLogEntry,
  type DeveloperResult,
  type ListPage,
  type RenderedTemplate,
  type Result,
  type TemplatePreviewRequest,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The developer area (openapi tag stores and admin, `/aiva/developer/*`). */
export class HttpDeveloperGateway implements DeveloperGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  templateFiles(): Answer<ListPage<string>> {
    return callApi(() => this.client.GET('/aiva/developer/files/tpl'), StringPageSchema, this.options);
  }

  assistantFiles(): Answer<ListPage<string>> {
    return callApi(() => this.client.GET('/aiva/developer/files/aiva'), StringPageSchema, this.options);
  }

  readFile(kind: 'tpl' | 'aiva', name: string): Answer<DeveloperFile> {
    return callApi(
      () => this.client.GET('/aiva/developer/file/content', { params: { query: { kind, name } } }),
      DeveloperFileSchema,
      this.options,
    );
  }

  saveFile(file: DeveloperFile): Answer<Acknowledgement> {
    return callApi(
      () => this.client.PUT('/aiva/developer/file', { body: file }),
      AcknowledgementSchema,
      this.options,
    );
  }

  previewTemplate(request: TemplatePreviewRequest): Answer<RenderedTemplate> {
    const body = { ...request, ...(request.context ? { context: { ...request.context } } : {}) };
    return callApi(
      () => this.client.POST('/aiva/developer/template/preview', { body }),
      RenderedTemplateSchema,
      this.options,
    );
  }

  validateAssistantFile(file: DeveloperFile): Answer<DeveloperResult> {
    return callApi(
      () => this.client.POST('/aiva/developer/aiva/validate', { body: file }),
      DeveloperResultSchema,
      this.options,
    );
  }

  execute(request: DeveloperExecuteRequest): Answer<DeveloperResult> {
    return callApi(
      () => this.client.POST('/aiva/developer/execute', { body: request }),
      DeveloperResultSchema,
      this.options,
    );
  }

  log(entry: DeveloperLogEntry): Answer<Acknowledgement> {
    return callApi(
      () => this.client.POST('/aiva/developer/log', { body: entry }),
      AcknowledgementSchema,
      this.options,
    );
  }
}
