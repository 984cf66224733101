import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { FIXED_NOW } from '../test-support/test-kit.ts';
import { fuzzSettings } from './fuzz-settings.ts';
import { qaCommands, type Real } from './qa-commands.ts';

const { seed, scale, survey } = fuzzSettings();
/** Runs of QA changes and API calls, each in a fresh sandbox. */
const RUNS = 100 * scale;

describe('QA API fuzz: QA changes, imports and API calls interleaved', () => {
  let app: ReturnType<typeof createServerApp>;
  let runNumber = 0;
  const surveyed = new Map<string, string>();

  beforeAll(() => {
    app = createServerApp({
      seed: 1,
      now: () => FIXED_NOW,
      checkResponses: true,
      slowNetworkMs: 30,
      timeoutMs: 60,
    });
  });
  afterAll(() => app.server.close());

  it(
    `${RUNS} runs: no 5xx, a 2xx only for valid input, and every operation still answers after an accepted change or import`,
    async () => {
      await fc.assert(
        fc.asyncProperty(qaCommands, async (run) => {
          runNumber += 1;
          const real: Real = {
            app: app.app,
            fake: app.server,
            sandboxId: `qa-fuzz-${seed}-${runNumber}`,
            fail: (text) => {
              if (!survey) throw new Error(`${text}\nsandbox ${real.sandboxId}`);
              // One per route (an import: per field changed) and kind of failure, whatever the values.
              const [first = '', second = ''] = text.split('\n');
              const field = first.includes('its own export') ? first.split(': ').at(-1) : '';
              const what = second.replace(/\d+/g, '#').slice(0, 60);
              const key = `${first.split(' ').slice(0, 2).join(' ')} ${field} | ${what}`;
              if (!surveyed.has(key)) surveyed.set(key, `${text}\nsandbox ${real.sandboxId}`);
            },
          };
          await fc.asyncModelRun(() => ({ model: { effects: false }, real }), run);
        }),
        { seed, numRuns: RUNS },
      );
      const list = [...surveyed.values()];
      expect(list, `${list.length} distinct failures:\n\n${list.join('\n\n')}`).toEqual([]);
    },
    300_000 * scale,
  );
});
