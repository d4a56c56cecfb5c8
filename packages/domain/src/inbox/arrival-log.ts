import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * The inbox's real-time messages in the order they arrived, one log for the whole inbox (spec 1 §4).
 * A lead keeps the index of its newest arrival, and each arrival the index of the same lead's arrival
 * before it, so a lead's real-time messages are a chain of indexes through the log.
 *
 * Why one log rather than a list on each lead: at its next minor collection the garbage collector
 * visits every older object that was handed a new one. A message kept on one of 100,000 lead entries
 * sends it to up to 1,000 entries a batch, scattered in memory; kept in the log, to one array.
 * Measured in the reducer benchmark: about half of a batch's cost at 100,000 leads.
 */
export type ArrivalLog = {
  readonly messages: MessageInstance[];
  /** For each arrival, the index of the same lead's arrival before it, or NO_ARRIVAL. */
  readonly previous: number[];
};

/** The index of no arrival (a lead without real-time messages). */
export const NO_ARRIVAL = -1;

export const emptyArrivalLog = (): ArrivalLog => ({ messages: [], previous: [] });

/** Logs a lead's message after that lead's arrival `previous`; returns the new arrival's index. */
export function logArrival(log: ArrivalLog, message: MessageInstance, previous: number): number {
  log.messages.push(message);
  log.previous.push(previous);
  return log.messages.length - 1;
}

/** The message of an arrival, or undefined for NO_ARRIVAL. */
export const arrivalAt = (log: ArrivalLog, index: number): MessageInstance | undefined =>
  index === NO_ARRIVAL ? undefined : log.messages[index];

/** A lead's arrivals, oldest first, following the chain back from its newest. */
export function leadArrivals(log: ArrivalLog, newest: number): MessageInstance[] {
  const messages: MessageInstance[] = [];
  for (let index = newest; index !== NO_ARRIVAL; index = log.previous[index] ?? NO_ARRIVAL) {
    messages.push(log.messages[index] as MessageInstance);
  }
  return messages.reverse();
}
