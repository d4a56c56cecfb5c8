import type { ProgressReporter } from '@torque/domain';
import type { ApiAnswer } from '../http/call-api.js';

/** What an upload-progress event carries (a DOM ProgressEvent has these). */
export type UploadProgressEvent = {
  readonly loaded: number;
  readonly total: number;
  readonly lengthComputable: boolean;
};

/** The part of XMLHttpRequest an upload uses, so a test can hand in a fake that emits progress. */
export type UploadXhr = {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  readonly upload: { onprogress: ((event: UploadProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
  readonly status: number;
  readonly responseText: string;
};

export type XhrFactory = () => UploadXhr;

/** The browser's own XMLHttpRequest (its event handler types are wider than UploadXhr names). */
export const browserXhrFactory: XhrFactory = () => new XMLHttpRequest() as unknown as UploadXhr;

export type ProgressUpload = {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  readonly progress: ProgressReporter;
  readonly xhrFactory: XhrFactory;
};

const parse = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * POSTs a multipart body with XMLHttpRequest, because fetch cannot report upload progress (spec 2 §7:
 * the data-sync import reports progress as a percentage). Bytes sent go to `progress`; the answer comes
 * back shaped like openapi-fetch's, so `callApi` reads it as it reads every other call. It rejects when
 * the server never answered (network error, timeout, abort), which `callApi` reads as 'Server is not
 * responding'.
 */
export function uploadWithProgress(upload: ProgressUpload): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = upload.xhrFactory();
    xhr.open('POST', upload.url);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.progress.sent(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new Error(`The upload ended without an answer (status ${xhr.status})`));
        return;
      }
      const empty = xhr.responseText === '' || [204, 205, 304].includes(xhr.status);
      const response = new Response(empty ? null : xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      const body = parse(xhr.responseText);
      resolve(response.ok ? { data: body, response } : { error: body, response });
    };
    const failed = () => reject(new Error('The upload did not reach the server'));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.send(upload.body);
  });
}
