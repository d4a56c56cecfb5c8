import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadOverlayHosts } from '../app/overlays';

/**
 * The web files share one jsdom (vitest.config.ts: isolate false), and this file runs before each of
 * them: the environment's stand-ins are put in place once, and what one file could leave behind
 * (stored values, the page's address, pending fake timers) is cleared before the next starts.
 */
const patched = Symbol.for('torque.web-test-environment');
if (!(patched in globalThis)) {
  Object.defineProperty(globalThis, patched, { value: true });
  patchEnvironment();
}
// A file may have put its own matchMedia in place (media-query.ts): every file starts from this one.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// The test environment's own storage, not the app's I/O: emptied between files.
// eslint-disable-next-line no-restricted-properties
window.localStorage.clear();
// eslint-disable-next-line no-restricted-properties
window.sessionStorage.clear();
window.history.replaceState(null, '', '/');
vi.useRealTimers();

function patchEnvironment(): void {
  // jsdom lacks the layout APIs Mantine and the virtualizer reach for.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);

  class ResizeObserverStub implements ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub;

  // Mantine's autosize Textarea re-measures when web fonts finish loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        ready: Promise.resolve(),
      },
    });
  }

  Element.prototype.scrollIntoView = function scrollIntoView() {};
  Element.prototype.scrollTo = function scrollTo() {};
  window.scrollTo = () => undefined;

  /**
   * jsdom lays nothing out, so every element is 0 px tall and a virtualizer would render no rows.
   * Virtualized scrollers (marked data-virtual-scroller) get a viewport-sized box instead.
   */
  const VIEWPORT = { clientHeight: 800, clientWidth: 1000 } as const;
  for (const [property, size] of Object.entries(VIEWPORT)) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.hasAttribute('data-virtual-scroller')) return size;
        return (original?.get?.call(this) as number | undefined) ?? 0;
      },
    });
  }
}

// Notifications and modals are a lazy chunk in the app (app/overlays.tsx): loaded here, they mount
// with the providers, as a notice or modal a test asks for is expected at once.
await loadOverlayHosts();

// Pages are lazy chunks: the first one a test file opens is transformed on the spot, which on a
// loaded 2-core runner took more than 5 s (LeadNotFound.test.tsx).
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
});
