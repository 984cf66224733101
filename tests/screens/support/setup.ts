import nodeConsole from 'node:console';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { removeNativeShell } from './native-shell.ts';
import { closeScreenWorld } from './screen-world.ts';

// A screen's first render loads its module (a lazy route, transformed on first use): on a busy
// machine that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// A dropped connection (a fault or scenario) is a network error the screen shows; happy-dom also
// prints each one with its stack, as a browser's console would. Those lines are expected, and
// read like a failure in the test output: leave them out, print every other error.
// happy-dom prints to the console Vitest handed it when the environment was made: Node's own
// (node:console), not the test's global one.
const pageConsole = nodeConsole;
const printError = pageConsole.error.bind(pageConsole);
pageConsole.error = (...data: unknown[]) => {
  const [first] = data;
  if (data.length === 1 && first instanceof TypeError && first.message === 'Network error') return;
  printError(...data);
};

// After every screen test: unmount (no globals, so no auto-cleanup), and no shell left behind.
afterEach(() => {
  cleanup();
  removeNativeShell();
});

// After the file: stop intercepting and close the fake world.
afterAll(() => {
  closeScreenWorld();
});
