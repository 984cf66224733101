/**
 * The service worker rule (spec §7) for both entries, in production builds only: the dev server
 * may be opened on ports other projects use, and a worker registered there would outlive this app
 * on that origin. It waits for `load` and comes as a chunk of its own, so it neither delays the
 * first paint nor adds to the first route's JS; a failed chunk load (offline, a newer deploy) just
 * skips it.
 */
export function registerServiceWorkerOnLoad(): void {
  if (!import.meta.env.PROD) return;
  window.addEventListener(
    'load',
    () => {
      import('../lib/service-worker.ts')
        .then(({ registerServiceWorker }) => registerServiceWorker(`${import.meta.env.BASE_URL}sw.js`))
        .catch(() => undefined);
    },
    { once: true },
  );
}
