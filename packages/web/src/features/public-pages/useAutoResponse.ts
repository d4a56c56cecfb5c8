import type { EmailAutoResponse, EmailAutoResponseGateway } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

/** 'refused': the server turned the link down (forged, expired, unknown e-mail): trying later will not help. */
export type AutoResponseStatus = 'pending' | 'recorded' | 'refused' | 'failed';

const REQUIRED = ['token', 'from', 'to', 'subject', 'message', 'key'] as const;

/** The call of one page load: re-renders (and React's strict double effects) never send it twice. */
const calls = new WeakMap<
  EmailAutoResponseGateway,
  Map<string, Promise<Exclude<AutoResponseStatus, 'pending'>>>
>();

function recordOnce(
  gateway: EmailAutoResponseGateway,
  query: Readonly<Record<string, string>>,
): Promise<Exclude<AutoResponseStatus, 'pending'>> {
  const key = JSON.stringify(query);
  const made = calls.get(gateway) ?? new Map<string, Promise<Exclude<AutoResponseStatus, 'pending'>>>();
  calls.set(gateway, made);
  let call = made.get(key);
  if (!call) {
    const complete = REQUIRED.every((field) => query[field] !== undefined);
    // A link missing a value cannot be recorded: the page says so without calling.
    call = complete
      ? gateway
          .record(query as EmailAutoResponse)
          .then((result) => (result.ok ? 'recorded' : isRefusal(result.error.status) ? 'refused' : 'failed'))
      : Promise.resolve('refused');
    made.set(key, call);
  }
  return call;
}

/** 400 and 404: the link itself was refused (issue 13: forged or past its 30 days). */
const isRefusal = (status: number | undefined): boolean => status === 400 || status === 404;

export function useAutoResponse(query: Readonly<Record<string, string>>): AutoResponseStatus {
  const { emailAutoResponse } = useServices();
  const [status, setStatus] = useState<AutoResponseStatus>('pending');
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    void recordOnce(emailAutoResponse, JSON.parse(key) as Record<string, string>).then((outcome) => {
      if (live) setStatus(outcome);
    });
    return () => {
      live = false;
    };
  }, [emailAutoResponse, key]);
  return status;
}
