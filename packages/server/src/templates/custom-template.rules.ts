import {
  bodyToStored,
  SERVICE_TYPES,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_TOO_LONG,
  templateSaveAction,
} from '@torque/domain';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { BODY_REQUIRED, TITLE_REQUIRED, unknownServiceType } from './template.messages.js';

export type CheckedTemplate = {
  readonly action: 'add' | 'update';
  readonly templateId: number | null;
  readonly title: string;
  readonly body: string;
  readonly serviceType: string;
  readonly enterpriseId: number;
  readonly scope: 'PERSONAL' | 'GROUP' | undefined;
};

/**
 * What the contract's schema cannot say about a custom template: a title and a text that are not
 * blank, a service type of the catalogue (spec 2 §9). The body is stored with br tags and the
 * action follows the domain's save rule (an existing templateId updates, otherwise adds).
 */
export function checkCustomTemplate(draft: Schemas['CustomTemplate']): CheckedTemplate {
  const title = draft.title.trim();
  if (title === '') throw badRequest(TITLE_REQUIRED);
  const body = bodyToStored(draft.body);
  if (body.trim() === '') throw badRequest(BODY_REQUIRED);
  // The contract's limit again, now that each line break is the four characters of '<br>'.
  if (body.length > TEMPLATE_BODY_MAX_LENGTH) throw badRequest(TEMPLATE_TOO_LONG);
  if (!(SERVICE_TYPES as readonly string[]).includes(draft.serviceType))
    throw badRequest(unknownServiceType(draft.serviceType));
  const action = templateSaveAction(draft);
  return {
    action,
    templateId: action === 'update' ? (draft.templateId ?? null) : null,
    title,
    body,
    serviceType: draft.serviceType,
    enterpriseId: draft.enterpriseId,
    scope: draft.scope,
  };
}
