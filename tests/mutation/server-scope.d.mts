// Types for server-scope.mjs, which Stryker's config (plain JS) and the vitest config (TypeScript) share.
export declare const SERVER_RULE_FILES: string[];
export declare const SERVER_RULE_TESTS: string[];
