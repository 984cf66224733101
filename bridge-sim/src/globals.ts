// Globals bridge-sim adds to the page; e2e helpers read them with page.evaluate.
import type { BridgeLogEntry } from './core';
import type { BridgeSim } from './install';

declare global {
  interface Window {
    /** Every message the page posted to the simulated shell, oldest first. */
    __bridgeLog?: BridgeLogEntry[];
    /** The simulator's controls: `emit('back')`, `log`, `clear()`. */
    __bridgeSim?: BridgeSim;
  }
}
