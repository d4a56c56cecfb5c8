import { bodyToStored } from './template-body.js';

/**
 * The longest template the contract accepts (issue 28). The limit is on the stored body, where each
 * line break is the four characters '<br>', so the editor counts a line break as four.
 */
export const TEMPLATE_BODY_MAX_LENGTH = 5000;
export const TEMPLATE_TITLE_MAX_LENGTH = 200;

export const TEMPLATE_TITLE_TOO_LONG = `A title is at most ${TEMPLATE_TITLE_MAX_LENGTH} characters.`;
export const TEMPLATE_TOO_LONG = `A template is at most ${TEMPLATE_BODY_MAX_LENGTH} characters (a line break counts as 4).`;

/** The length the contract measures: the body as stored. */
export const storedTemplateLength = (body: string): number => bodyToStored(body).length;
