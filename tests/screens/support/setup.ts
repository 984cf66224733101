import nodeConsole from 'node:console';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import { removeNativeShell } from './native-shell.ts';
import { saveScreenCoverage } from './screen-coverage.ts';
import { closeScreenWorld } from './screen-world.ts';

// A screen's first render loads its module (a lazy route, transformed on first use): on a busy
// machine that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Two things happy-dom prints with a stack, as a browser's console would, that are expected here
// and read like failures in the test output: the network error of a dropped connection (a fault
// or scenario the screen shows), and an agreement or policy iframe, which happy-dom does not load.
// Every other error is printed. happy-dom prints to the console Vitest handed it when the
// environment was made: Node's own (node:console), not the test's global one.
const EXPECTED = [/^Network error$/, /Iframe page loading is disabled\.$/];
const printError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...data: unknown[]) => {
  const [first] = data;
  if (data.length === 1 && first instanceof Error && EXPECTED.some((known) => known.test(first.message)))
    return;
  printError(...data);
};

// After every screen test: unmount (no globals, so no auto-cleanup), and no shell left behind.
// The test's record for the coverage gate is written first, while its sandboxes are still there.
afterEach(() => {
  const { testPath, currentTestName } = expect.getState();
  saveScreenCoverage(testPath, currentTestName);
  cleanup();
  removeNativeShell();
});

// After the file: stop intercepting and close the fake world.
afterAll(() => {
  closeScreenWorld();
});
