import {
  aivaReplyFor,
  DEVELOPER_LOG_MAX_LENGTH,
  developerFileProblems,
  fileNameProblem,
  parseAivaFile,
  renderTemplate,
  templateProblems,
  type Clock,
  type DeveloperFileKind,
  type TemplateContext,
} from '@torque/domain';
import { recordAdminAction, requireAdminAction } from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { leadTemplateContext } from '../templates/lead-template-context.js';
import { DeveloperFileRepository } from './developer-file.repository.js';

const ACTION = 'use the developer area';
export const FILE_NOT_FOUND = 'File not found.';
export const NO_SAMPLE_LEAD = 'There is no lead to fill the template with yet.';
export const CHOOSE_A_LEAD = 'Choose the lead to run it against.';

type Result = Schemas['DeveloperResult'];

/**
 * The developer area (issue 20). Nothing typed here runs as code: a template is filled by the template
 * engine (domain renderTemplate), an assistant file is JSON whose replies are templates, and execute is
 * a dry run that answers the text it would send — it sends nothing and changes nothing.
 */
export class DeveloperService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async names(principal: Principal, kind: DeveloperFileKind): Promise<Schemas['StringPage']> {
    requireAdminAction(principal, ACTION);
    const data = await new DeveloperFileRepository(this.db).names(kind);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  async file(principal: Principal, kind: DeveloperFileKind, name: string): Promise<Schemas['DeveloperFile']> {
    requireAdminAction(principal, ACTION);
    const content = await new DeveloperFileRepository(this.db).content(kind, name);
    if (content === null) throw notFound(FILE_NOT_FOUND);
    return { name, kind, content };
  }

  /** Saves a file that validates; the admin log says who changed which file. */
  async save(principal: Principal, file: Schemas['DeveloperFile']): Promise<Schemas['Acknowledgement']> {
    requireAdminAction(principal, ACTION);
    const kind = file.kind ?? kindOfName(file.name);
    const problems = [fileNameProblem(file.name, kind), ...developerFileProblems(kind, file.content)];
    const first = problems.filter((problem) => problem !== null);
    if (first.length > 0) throw badRequest(first.join(' '));
    await this.db.transaction(async (tx) => {
      const added = await new DeveloperFileRepository(tx).save(
        kind,
        file.name,
        file.content,
        principal.userId,
        this.clock.now(),
      );
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `File ${file.name}`,
        enterpriseId: null,
        detail: `${added ? 'Added' : 'Saved'} (${file.content.length} characters).`,
      });
    });
    return { message: 'Successfully Updated' };
  }

  /** Fills a template with a lead's fields: the one named, else a sample (the latest lead). */
  async preview(
    principal: Principal,
    request: Schemas['TemplatePreviewRequest'],
  ): Promise<Schemas['RenderedTemplate']> {
    requireAdminAction(principal, ACTION);
    const leadId =
      request.futureServiceInteractionId ?? (await new DeveloperFileRepository(this.db).sampleLeadId());
    if (leadId === null) throw badRequest(NO_SAMPLE_LEAD);
    const context = withOverrides(await leadTemplateContext(this.db, principal, leadId), request.context);
    return {
      title: `Filled with lead ${leadId}`,
      subject: null,
      body: renderTemplate(request.template, context),
    };
  }

  /** Validates a file of either kind (an assistant file unless it says tpl). */
  async validate(principal: Principal, file: Schemas['DeveloperFile']): Promise<Result> {
    requireAdminAction(principal, ACTION);
    const kind = file.kind ?? 'aiva';
    const errors = developerFileProblems(kind, file.content);
    return {
      success: errors.length === 0,
      output: errors.length === 0 ? `The ${kind} file is valid.` : null,
      errors,
    };
  }

  /**
   * A dry run against a lead: an assistant file (JSON) answers the reply it would send to `input`, a
   * template the text it fills to. Nothing is sent or stored.
   */
  async execute(principal: Principal, request: Schemas['DeveloperExecuteRequest']): Promise<Result> {
    requireAdminAction(principal, ACTION);
    if (request.futureServiceInteractionId === undefined) throw badRequest(CHOOSE_A_LEAD);
    const context = await leadTemplateContext(this.db, principal, request.futureServiceInteractionId);
    const isAiva = request.script.trimStart().startsWith('{');
    if (isAiva) {
      const parsed = parseAivaFile(request.script);
      if (!parsed.file) return { success: false, output: null, errors: parsed.problems };
      const reply = aivaReplyFor(parsed.file, request.input ?? '');
      return { success: true, output: renderTemplate(reply, context), errors: [] };
    }
    const errors = templateProblems(request.script);
    if (errors.length > 0) return { success: false, output: null, errors };
    return { success: true, output: renderTemplate(request.script, context), errors: [] };
  }

  /** A developer's note, kept in the admin log with who wrote it and when. */
  async log(
    principal: Principal,
    entry: Schemas['DeveloperLogRequest'],
  ): Promise<Schemas['Acknowledgement']> {
    requireAdminAction(principal, ACTION);
    const message = entry.message.trim();
    if (message === '') throw badRequest('Write something to log.');
    if (message.length > DEVELOPER_LOG_MAX_LENGTH)
      throw badRequest(`A log entry is at most ${DEVELOPER_LOG_MAX_LENGTH} characters.`);
    await recordAdminAction(this.db, this.clock, principal, {
      action: ACTION,
      subject: 'Developer log',
      enterpriseId: null,
      detail: `${entry.level ?? 'INFO'}: ${message}`,
    });
    return { message: 'Successfully Updated' };
  }
}

const kindOfName = (name: string): DeveloperFileKind => (name.endsWith('.aiva') ? 'aiva' : 'tpl');

/** The preview's own values (`context`: { contact: { firstName: 'Ann' } }) over the lead's, text only. */
function withOverrides(
  context: TemplateContext,
  overrides: Record<string, unknown> | undefined,
): TemplateContext {
  if (!overrides) return context;
  const merged: Record<string, Record<string, string | undefined>> = { ...context };
  for (const [group, fields] of Object.entries(overrides)) {
    if (!Object.hasOwn(context, group) || typeof fields !== 'object' || fields === null) continue;
    const strings = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    merged[group] = { ...merged[group], ...Object.fromEntries(strings) };
  }
  return merged as TemplateContext;
}
