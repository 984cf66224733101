import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library does not auto-clean without globals: unmount after every test.
afterEach(() => {
  cleanup();
});
