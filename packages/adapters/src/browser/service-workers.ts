/**
 * Spec 1 §2: any service worker is removed at start-up (an old build's worker would keep serving
 * stale pages). Resolves to how many were removed; browsers without service workers remove none.
 */
export async function removeServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const removed = await Promise.all(registrations.map((registration) => registration.unregister()));
    return removed.filter(Boolean).length;
  } catch {
    return 0; // e.g. a sandboxed frame: nothing we could remove
  }
}
