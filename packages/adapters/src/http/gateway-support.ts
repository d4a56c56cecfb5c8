import { ADVISOR_DEFAULT, err, ok, type AppError, type Result, type SwimlaneQuery } from '@torque/domain';

type Answer<T> = Result<T, AppError>;

/** Failures a special notice must not hide: a sign-out, and an answer Torque could not read. */
const KEEP = new Set(['UNAUTHORIZED', 'MALFORMED_RESPONSE']);

/** Replaces a server failure with the spec's own notice for that call (spec 2 §8), keeping a sign-out. */
export function withNotice<T>(result: Answer<T>, notice: () => AppError): Answer<T> {
  return result.ok || KEEP.has(result.error.code) ? result : err(notice());
}

/** The query without the fields set to null (openapi-fetch types optional query fields as absent). */
export function withoutNulls<T extends Record<string, unknown>>(
  query: T,
): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** Maps a successful value, passing a failure through. */
export function mapOk<T, U>(result: Answer<T>, map: (value: T) => U): Answer<U> {
  return result.ok ? ok(map(result.value)) : result;
}

/** A multipart body for openapi-fetch, whose generated types describe the form's fields. */
export function multipart<Body>(fields: Record<string, Blob | string>): Body {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form as unknown as Body;
}

/** A browser `File` (or any Blob) is what an upload sends; anything else is a bug in the caller. */
export function asBlob(file: { readonly name: string }): Blob {
  if (file instanceof Blob) return file;
  throw new TypeError(`Cannot upload ${file.name}: not a File or Blob`);
}

/** The swimlane query body; the advisor defaults to ALL (spec 2 §9). */
export function swimlaneBody(query: SwimlaneQuery) {
  const { status, advisor, ...rest } = query;
  return { ...rest, advisor: advisor ?? ADVISOR_DEFAULT, ...(status ? { status: [...status] } : {}) };
}
