import type {
  DeepLinkRecord,
  DeepLinkStore,
  IdleWatch,
  LeadCache,
  LocalDataWiper,
  SessionStore,
  ShellPreferenceStore,
} from '@torque/domain';

/** Deep-link values and the return path in memory. */
export class MemoryDeepLinkStore implements DeepLinkStore {
  record: DeepLinkRecord | undefined;
  returnPath: string | null = null;

  save(record: DeepLinkRecord): void {
    this.record = record;
  }

  load(): DeepLinkRecord | undefined {
    return this.record;
  }

  saveReturnPath(path: string): void {
    this.returnPath = path;
  }

  takeReturnPath(): string | null {
    const path = this.returnPath;
    this.returnPath = null;
    return path;
  }
}

/** The shell's device preferences in memory; `collapsed` starts as a test sets it. */
export class MemoryShellPreferenceStore implements ShellPreferenceStore {
  constructor(public collapsed = false) {}

  navCollapsed(): boolean {
    return this.collapsed;
  }

  setNavCollapsed(collapsed: boolean): void {
    this.collapsed = collapsed;
  }
}

/** Idle detection a test triggers itself: `goIdle()` is the timeout passing without input. */
export class ManualIdleWatch implements IdleWatch {
  readonly #watchers = new Set<() => void>();
  timeoutMs: number | null = null;

  watch(timeoutMs: number, onIdle: () => void): () => void {
    this.timeoutMs = timeoutMs;
    this.#watchers.add(onIdle);
    return () => this.#watchers.delete(onIdle);
  }

  goIdle(): void {
    for (const onIdle of [...this.#watchers]) onIdle();
  }
}

/** Records what was cleared; clears the fake session store and lead cache for real. */
export class FakeLocalDataWiper implements LocalDataWiper {
  readonly cleared: string[] = [];
  localStorage = new Map<string, string>([['userData', '{…}']]);

  constructor(
    private readonly sessionStore: SessionStore,
    private readonly leadCache: LeadCache,
  ) {}

  clearSession(): void {
    this.sessionStore.clear();
    this.cleared.push('session');
  }

  clearLocalStorage(): void {
    this.localStorage.clear();
    this.cleared.push('localStorage');
  }

  async clearLocalDatabase(): Promise<void> {
    await this.leadCache.clear();
    this.cleared.push('localDatabase');
  }
}
