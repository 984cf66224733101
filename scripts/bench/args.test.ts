import { describe, expect, it } from 'vitest';
import { choosePages, readOptions, SECTIONS } from './args.ts';

describe('bench options', () => {
  it('runs every section in full by default', () => {
    expect(readOptions([])).toEqual({
      ok: true,
      options: { sections: [...SECTIONS], quick: false, skipE2e: false },
    });
  });

  it('runs one section with --only; --quick also leaves out the e2e suite', () => {
    expect(readOptions(['--only', 'load', '--quick'])).toEqual({
      ok: true,
      options: { sections: ['load'], quick: true, skipE2e: true },
    });
    expect(readOptions(['--skip-e2e'])).toMatchObject({ ok: true, options: { skipE2e: true, quick: false } });
  });

  it('takes another build to compare the content times against', () => {
    expect(readOptions(['--only', 'content', '--against', '../base'])).toMatchObject({
      ok: true,
      options: { sections: ['content'], against: '../base' },
    });
    expect(readOptions(['--page', '/Loan', '--page', 'order', '--runs', '15'])).toMatchObject({
      ok: true,
      options: { pages: ['/Loan', 'order'], runs: 15 },
    });
    expect(readOptions(['--runs', 'many'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--runs/),
    });
  });

  it('chooses a page by its whole label, or every page whose label contains the text', () => {
    const labels = ['/', '/About', '/Loan', 'order ORD200 (status 200)', 'order ORD174R'];
    const chosen = (texts?: string[]) =>
      choosePages(
        labels.map((label) => ({ label })),
        texts,
      ).map((page) => page.label);
    expect(chosen(undefined)).toEqual(labels);
    expect(chosen(['/'])).toEqual(['/']);
    expect(chosen(['/', 'order'])).toEqual(['/', 'order ORD200 (status 200)', 'order ORD174R']);
    expect(chosen(['/Lo'])).toEqual(['/Loan']);
    expect(chosen(['/nowhere'])).toEqual([]);
  });

  it('explains an unknown section or flag instead of running', () => {
    expect(readOptions(['--only', 'speed'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/bundle, lighthouse, load, persistence, dev/),
    });
    expect(readOptions(['--fast'])).toMatchObject({ ok: false, help: false });
    expect(readOptions(['--help'])).toMatchObject({ ok: false, help: true });
  });
});
