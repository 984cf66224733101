// Entry of bridge-sim: the dev server loads it as a module, and the IIFE build of it is what
// Playwright injects with addInitScript. It runs in the top window only: init scripts also run
// in iframes, which have no shell of their own.
import { startBridgeSim } from './start';

if (typeof window !== 'undefined' && window.top === window) {
  startBridgeSim(window);
}
