import {
  importFinished,
  ImportProgressSchema,
  type ImportProgressListener,
  type SessionStore,
  type StopSignal,
} from '@torque/domain';

/** The part of EventSource the progress stream uses, so a test can hand in its own. */
export type ProgressEventSource = {
  addEventListener(type: 'progress', listener: (event: { readonly data: string }) => void): void;
  close(): void;
};
export type EventSourceFactory = (url: string) => ProgressEventSource;

export const browserEventSourceFactory: EventSourceFactory = (url) =>
  new EventSource(url) as unknown as ProgressEventSource;

export type ImportProgressHost = {
  /** The main API base URL; '' is the page's own origin. */
  readonly apiBaseUrl: string;
  readonly sessionStore: SessionStore;
  readonly eventSourceFactory?: EventSourceFactory;
  /** An event the domain schema refuses is skipped and reported here. */
  readonly onInvalidEvent?: (error: unknown, data: string) => void;
};

export const importProgressPath = (fileReportId: number): string =>
  `/api/list-of-customer-vehicle-lead/import/${fileReportId}/progress`;

/**
 * GET …/import/{id}/progress (openapi streamImportProgress) by EventSource, which reconnects by itself
 * after a drop; it cannot send headers, so the token goes as `access_token`. Each `progress` event is
 * parsed with ImportProgressSchema; the stream is closed once the import is COMPLETED or FAILED, or
 * when `stop` is aborted.
 */
export function watchImportProgress(
  host: ImportProgressHost,
  fileReportId: number,
  onProgress: ImportProgressListener,
  stop: StopSignal,
): void {
  if (stop.aborted) return;
  const token = host.sessionStore.load()?.authToken ?? '';
  const query = new URLSearchParams({ access_token: token });
  const url = `${host.apiBaseUrl.replace(/\/$/, '')}${importProgressPath(fileReportId)}?${query}`;
  const source = (host.eventSourceFactory ?? browserEventSourceFactory)(url);
  let open = true;
  const close = () => {
    open = false;
    source.close();
  };
  stop.addEventListener('abort', close);
  source.addEventListener('progress', (event) => {
    if (!open) return;
    let progress;
    try {
      progress = ImportProgressSchema.parse(JSON.parse(event.data));
    } catch (error) {
      host.onInvalidEvent?.(error, event.data);
      return;
    }
    if (importFinished(progress.status)) close();
    onProgress(progress);
  });
}
