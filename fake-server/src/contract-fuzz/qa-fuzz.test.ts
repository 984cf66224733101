import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../test-support/test-kit.ts';
import { computedFieldMutationArbitrary } from './export-mutation.ts';
import { fuzzSettings } from './fuzz-settings.ts';
import { importCommand, qaCommands, type Real } from './qa-commands.ts';

const { seed, scale, survey } = fuzzSettings();
/** Runs of QA changes and API calls, each in a fresh sandbox. */
const RUNS = 60 * scale;
/** Imports of a real export with one number or date changed, each into a fresh sandbox. */
const IMPORT_RUNS = 100 * scale;

/** A survey's run ends at its first failure: what follows in a broken sandbox would repeat it. */
class SurveyStop extends Error {}

describe('QA API fuzz: QA changes, imports and API calls interleaved', () => {
  let app: ReturnType<typeof testServer>;
  let runNumber = 0;
  const surveyed = new Map<string, string>();

  beforeAll(() => {
    app = testServer();
  });
  afterAll(() => app.server.close());

  /** A fresh sandbox for one run; a failure throws (fast-check shrinks it) or, in a survey, is kept. */
  function freshSandbox(): Real {
    runNumber += 1;
    const real: Real = {
      app: app.app,
      fake: app.server,
      sandboxId: `qa-fuzz-${seed}-${runNumber}`,
      fail: (text) => {
        if (!survey) throw new Error(`${text}\nsandbox ${real.sandboxId}`);
        // One per route (an import: per field changed) and kind of failure, whatever the values.
        const [first = '', second = ''] = text.split('\n');
        const field = first.includes('its own export') ? first.split(': ').at(-1)?.split(' = ')[0] : '';
        const key = `${first.split(' ').slice(0, 2).join(' ')} ${field} | ${second}`
          .replace(/\d+/g, '#')
          .slice(0, 160);
        if (!surveyed.has(key)) surveyed.set(key, `${text}\nsandbox ${real.sandboxId}`);
        throw new SurveyStop(text);
      },
    };
    return real;
  }

  async function untilSurveyStop(run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof SurveyStop)) throw error;
    }
  }

  function expectNoneSurveyed(): void {
    const list = [...surveyed.values()];
    surveyed.clear();
    expect(list, `${list.length} distinct failures:\n\n${list.join('\n\n')}`).toEqual([]);
  }

  it(
    `${RUNS} runs: no 5xx, a 2xx only for valid input, and every operation still answers after an accepted change or import`,
    async () => {
      await fc.assert(
        fc.asyncProperty(qaCommands, async (run) => {
          const real = freshSandbox();
          await untilSurveyStop(() => fc.asyncModelRun(() => ({ model: { effects: false }, real }), run));
        }),
        { seed, numRuns: RUNS },
      );
      expectNoneSurveyed();
    },
    300_000 * scale,
  );

  it(
    `${IMPORT_RUNS} imports of a real export with one number or date set to an odd value of its kind: refused, or the sandbox still works`,
    async () => {
      await fc.assert(
        fc.asyncProperty(computedFieldMutationArbitrary, async (mutation) => {
          const real = freshSandbox();
          await untilSurveyStop(() => importCommand(mutation).run({ effects: false }, real));
        }),
        { seed, numRuns: IMPORT_RUNS },
      );
      expectNoneSurveyed();
    },
    300_000 * scale,
  );
});
