import { ContainerModule } from 'inversify';
import { HttpCustomerGateway } from '../http/customers.http.js';
import { HttpLeadFlagsGateway } from '../http/lead-flags.http.js';
import { HttpLeadListGateway } from '../http/lead-lists.http.js';
import { HttpLeadWorkflowGateway } from '../http/lead-workflow.http.js';
import { HttpMarksGateway } from '../http/marks.http.js';
import { createPublicApiClient } from '../http/public-api-client.js';
import { HttpLeadSubmissionGateway } from '../http/public-forms.http.js';
import { bindHttp } from './http-binding.js';
import { LEADS_TOKENS } from './leads-tokens.js';

export type LeadsAdapterConfig = {
  /** The main API host for the public lead form; '' is the page's own origin (the embedded default). */
  readonly apiBaseUrl: string;
};

/**
 * Binds the leads group's ports to their HTTP adapters. The adapters hold no state, so a port shared
 * by one class (flags and date-time dialogue, workflows and conversation start) gets its own instance.
 */
export function leadsAdapterModule(config: LeadsAdapterConfig = { apiBaseUrl: '' }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindHttp(
      bind,
      LEADS_TOKENS.LeadListGateway,
      (client, options, session) => new HttpLeadListGateway(client, session, options),
    );
    bindHttp(
      bind,
      LEADS_TOKENS.LeadFlagsGateway,
      (client, options) => new HttpLeadFlagsGateway(client, options),
    );
    bindHttp(
      bind,
      LEADS_TOKENS.DtDialogGateway,
      (client, options) => new HttpLeadFlagsGateway(client, options),
    );
    bindHttp(
      bind,
      LEADS_TOKENS.LeadWorkflowGateway,
      (client, options) => new HttpLeadWorkflowGateway(client, options),
    );
    bindHttp(
      bind,
      LEADS_TOKENS.ConversationStarter,
      (client, options) => new HttpLeadWorkflowGateway(client, options),
    );
    bindHttp(
      bind,
      LEADS_TOKENS.CustomerGateway,
      (client, options) => new HttpCustomerGateway(client, options),
    );
    bindHttp(bind, LEADS_TOKENS.MarksGateway, (client, options) => new HttpMarksGateway(client, options));
    // Public: its own client, which never sends the session's token.
    bind(LEADS_TOKENS.LeadSubmissionGateway)
      .toResolvedValue(
        () => new HttpLeadSubmissionGateway(createPublicApiClient({ baseUrl: config.apiBaseUrl })),
      )
      .inSingletonScope();
  });
}
