/**
 * The domain's response-delay rule (spec 1 §4) on its own: it reads message times with luxon,
 * which the first screen needs only for the roles that see delay colours (delay-rule.ts loads it).
 */
export { responseDelay } from '@torque/domain';
