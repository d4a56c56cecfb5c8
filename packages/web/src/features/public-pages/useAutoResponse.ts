import type { EmailAutoResponse, EmailAutoResponseGateway } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

export type AutoResponseStatus = 'pending' | 'recorded' | 'failed';

const REQUIRED = ['token', 'from', 'to', 'subject', 'message', 'key'] as const;

/** The call of one page load: re-renders (and React's strict double effects) never send it twice. */
const calls = new WeakMap<EmailAutoResponseGateway, Map<string, Promise<boolean>>>();

function recordOnce(
  gateway: EmailAutoResponseGateway,
  query: Readonly<Record<string, string>>,
): Promise<boolean> {
  const key = JSON.stringify(query);
  const made = calls.get(gateway) ?? new Map<string, Promise<boolean>>();
  calls.set(gateway, made);
  let call = made.get(key);
  if (!call) {
    const complete = REQUIRED.every((field) => query[field] !== undefined);
    // A link missing a value cannot be recorded: the page says so without calling.
    call = complete
      ? gateway.record(query as EmailAutoResponse).then((result) => result.ok)
      : Promise.resolve(false);
    made.set(key, call);
  }
  return call;
}

export function useAutoResponse(query: Readonly<Record<string, string>>): AutoResponseStatus {
  const { emailAutoResponse } = useServices();
  const [status, setStatus] = useState<AutoResponseStatus>('pending');
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    void recordOnce(emailAutoResponse, JSON.parse(key) as Record<string, string>).then((ok) => {
      if (live) setStatus(ok ? 'recorded' : 'failed');
    });
    return () => {
      live = false;
    };
  }, [emailAutoResponse, key]);
  return status;
}
