import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { removeNativeShell } from './native-shell.ts';
import { closeScreenWorld } from './screen-world.ts';

// A screen's first render loads its module (a lazy route, transformed on first use): on a busy
// machine that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// After every screen test: unmount (no globals, so no auto-cleanup), and no shell left behind.
afterEach(() => {
  cleanup();
  removeNativeShell();
});

// After the file: stop intercepting and close the fake world.
afterAll(() => {
  closeScreenWorld();
});
