import {
  type InProcessFakeWorld,
  inProcessFakeWorld,
} from '../../../fake-server/src/in-process/in-process-world.ts';

// One fake world per test file (each file has its own module graph), made on first use; every
// renderRoute call gets a sandbox of its own, so tests do not see each other's changes without
// the cost of seeding a world per test.

let world: InProcessFakeWorld | undefined;
let sandboxes = 0;

/** The page's own origin: the app calls its API there (VITE_API_BASE_URL is empty in tests). */
function pageOrigin(): string {
  return window.location.origin;
}

export function screenWorld(): InProcessFakeWorld {
  if (world === undefined) {
    world = inProcessFakeWorld({
      origin: pageOrigin(),
      // Short delays for the slow-network and timeout scenarios: a test never waits seconds.
      slowNetworkMs: 300,
      timeoutMs: 600,
    });
    // Unhandled calls fail loudly: a screen must not reach anything but the fake world.
    world.msw.listen({ onUnhandledFrame: 'error' });
  }
  return world;
}

/** A new sandbox name, unique within this test file. */
export function freshSandboxId(): string {
  sandboxes += 1;
  return `screen-${sandboxes}`;
}

/** Stops the world of this test file (setup.ts calls it after the file's tests). */
export function closeScreenWorld(): void {
  world?.close();
  world = undefined;
}
