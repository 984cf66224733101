import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlsIn } from '../test-support/terminal-controls.ts';
import { errorSummary, logBug, withoutFilePaths } from './bug-report.ts';

const segment = fc.stringMatching(/^[\w.@+-]{1,12}$/);

/** An absolute path as errors and stacks write it: POSIX, Windows, a file: URL; maybe a line and column. */
const absolutePath = fc
  .record({
    style: fc.constantFrom('posix', 'windows', 'url'),
    folders: fc.array(segment, { minLength: 1, maxLength: 6 }),
    file: segment,
    position: fc.constantFrom('', ':12', ':12:9'),
  })
  .map(({ style, folders, file, position }) => {
    const path =
      style === 'windows' ? `C:\\${[...folders, file].join('\\')}` : `/${[...folders, file].join('/')}`;
    return { text: `${style === 'url' ? 'file://' : ''}${path}${position}`, folders, file, position };
  });

describe('withoutFilePaths', () => {
  it('cuts every absolute path to its file name, wherever it stands in a message', () => {
    fc.assert(
      fc.property(
        absolutePath,
        fc.constantFrom(["open '", "'"], ['at fn (', ')'], ['', ''], ['see ', ' now'], ['"', '"']),
        ({ text, folders, file, position }, [before, after]) => {
          const cut = withoutFilePaths(`${before}${text}${after}`);
          expect(cut).toBe(`${before}…/${file}${position}${after}`);
          for (const folder of folders) expect(cut).not.toContain(`${folder}/`);
        },
      ),
      { seed: 36, numRuns: 300 },
    );
  });

  it("leaves a real stack with no folder of this machine's in it", () => {
    const stack = new Error('boom').stack ?? '';
    expect(stack).toContain(process.cwd());
    expect(withoutFilePaths(stack)).not.toContain(process.cwd());
    expect(withoutFilePaths(stack)).toContain('…/bug-report.test.ts:');
  });

  it('leaves words, fractions and relative paths alone', () => {
    const text = "Cannot read properties of undefined (reading 'x'); 1/2 of fake-server/src/a.ts";
    expect(withoutFilePaths(text)).toBe(text);
  });
});

describe('errorSummary and logBug', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the error and its message, never its stack; a thrown non-error says what it was', () => {
    const error = new RangeError(`Invalid time value in ${process.cwd()}/x.ts`);
    expect(errorSummary(error)).toBe('RangeError: Invalid time value in …/x.ts');
    expect(errorSummary('oops')).toBe('thrown string: oops');
  });

  it('logs one line with the whole stack, control characters escaped', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    logBug("loanDetails (sandbox 'a\u001b[2Jb')", new Error('bad\nfake-server: forged line'));
    expect(printed).toHaveBeenCalledTimes(1);
    const line = String(printed.mock.calls[0]?.[0]);
    expect(line).toMatch(
      /^fake-server: bug in loanDetails \(sandbox 'a\\u001b\[2Jb'\): Error: bad\\nfake-server: forged line\\n {4}at /,
    );
    expect(controlsIn(line)).toEqual([]);
  });
});
