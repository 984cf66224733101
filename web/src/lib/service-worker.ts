// The service worker rule (spec §7), as create-react-app's register did it: a worker file that is
// missing or is not JavaScript means this deploy has no worker (or a broken one), so a worker
// registered by an earlier visit is removed and the page reloads once, out of its control.

/**
 * Checks the worker file, then registers it, or removes an earlier registration and reloads.
 * Never throws: offline, or a browser without service workers (old webviews, plain http), it does
 * nothing. After an unregister there is no registration, so the reloaded page does not reload again.
 *
 * @example void registerServiceWorker('/sw.js');
 */
export async function registerServiceWorker(url: string): Promise<void> {
  // Absent in insecure contexts and in webviews without service workers.
  const container: ServiceWorkerContainer | undefined = navigator.serviceWorker;
  if (!container) return;
  let response: Response;
  try {
    // 'no-cache' revalidates, so a copy in the HTTP cache cannot hide a file removed since.
    response = await fetch(url, { headers: { 'Service-Worker': 'script' }, cache: 'no-cache' });
  } catch {
    return; // Offline: keep whatever is registered; the next visit checks again.
  }
  try {
    if (isWorkerScript(response)) {
      await container.register(url);
      return;
    }
    const registration = await container.getRegistration();
    if (registration && (await registration.unregister())) window.location.reload();
  } catch (error) {
    console.warn('The service worker could not be registered or removed; the app works without it.', error);
  }
}

/** A 404, or anything not served as JavaScript (an HTML fallback page), is no worker script. */
function isWorkerScript(response: Response): boolean {
  // No content type counts as not JavaScript: browsers refuse to register such a script anyway.
  const type = response.headers.get('content-type') ?? '';
  return response.status !== 404 && type.includes('javascript');
}
