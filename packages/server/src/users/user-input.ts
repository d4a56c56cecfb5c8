import { badRequest } from '../http/http-error.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail, trimmed; a 400 in plain words when it is not an e-mail address. */
export function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw badRequest(`${trimmed || 'The e-mail'} is not an e-mail address.`);
  return trimmed;
}

/** A name, trimmed; a 400 when nothing is left. */
export function checkedName(name: string, field: 'firstName' | 'lastName'): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest(`${field === 'firstName' ? 'First' : 'Last'} name is required.`);
  return trimmed;
}
