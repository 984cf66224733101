// The app's service worker (spec §7: the app registers one). It deliberately caches nothing and has
// no fetch handler, so it never stands between the borrower and the server: loan details, balances
// and pay codes must always come fresh from the API, and the HTML must always name the current
// build's scripts. Without a fetch handler the browser sends every request straight to the network.
// Plain JavaScript, served unhashed from the site root so its scope covers every page.

// Take over at once: an older copy of this file must not linger in control of open pages.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
