/**
 * A window.matchMedia a test controls: `set(query, matches)` changes what a query matches and tells
 * its listeners, as the browser does when the window is resized or the system scheme changes.
 */
export function controlMatchMedia(initial: Readonly<Record<string, boolean>> = {}) {
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const own = listeners.get(query) ?? new Set();
    listeners.set(query, own);
    return {
      get matches() {
        return matches.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addListener: (listener) => own.add(listener as (event: MediaQueryListEvent) => void),
      removeListener: (listener) => own.delete(listener as (event: MediaQueryListEvent) => void),
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
        own.add(listener as (event: MediaQueryListEvent) => void),
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
        own.delete(listener as (event: MediaQueryListEvent) => void),
      dispatchEvent: () => false,
    };
  };
  return {
    set(query: string, value: boolean) {
      matches.set(query, value);
      for (const listener of listeners.get(query) ?? [])
        listener({ matches: value, media: query } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
