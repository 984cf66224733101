import { sessionStorageOf, whenDomReady } from './browser';
import { mountDrawer } from './drawer';
import { createEffectPresenter, type Navigate } from './effects';
import { type BridgeSim, type InstallOptions, installBridgeSim } from './install';

/**
 * Starts the whole simulator in `win`: the shell's handlers and log at once, effects as messages
 * arrive, the drawer once the document has a body. Safe to call twice (the dev plugin and an
 * injected script on the same page): the second call returns the running simulator.
 *
 * @example startBridgeSim(window).emit('back');
 */
export function startBridgeSim(
  win: Window,
  options: InstallOptions & { navigate?: Navigate } = {},
): BridgeSim {
  const running = win.__bridgeSim;
  if (running) return running;

  const sim = installBridgeSim(win, options);
  const present = createEffectPresenter(win, options.navigate);
  sim.subscribe((change) => {
    if (change.kind === 'record') present(change.entry);
  });
  whenDomReady(win.document, (root) => mountDrawer(root, sim, options.storage ?? sessionStorageOf(win)));
  return sim;
}
