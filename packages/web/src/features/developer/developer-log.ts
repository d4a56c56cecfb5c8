/** One line of the developer area's log: what was done this session and how it went. */
export type DeveloperLogLine = {
  readonly at: Date;
  readonly what: string;
  readonly ok: boolean;
  readonly detail: string;
};
