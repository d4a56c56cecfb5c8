import { displayDateToIsoDate } from '@torque/domain';

/** A board date (YYYY-MM-DD on the wire) as the inputs show it, DD/MM/YYYY (spec 2 §9). */
export const isoToDisplay = (iso: string): string => iso.split('-').reverse().join('/');

/** A typed DD/MM/YYYY date as the wire's YYYY-MM-DD; undefined while it is not a real date. */
export const displayToIso = (text: string): string | undefined => displayDateToIsoDate(text);
