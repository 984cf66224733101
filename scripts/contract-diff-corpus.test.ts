// The corpus the contract-diff library was chosen with (docs/decisions/022-contract-diff-library.md):
// contract edits with known verdicts, applied to the project's own bundled contract. It holds the
// chosen library (api-smart-diff) and our rule layer (RULES in contract-diff-classify.ts) together.
// In the slow list (vitest.config.ts): api-smart-diff takes ~0.3-1 s a case.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChanges, RULES } from './contract-diff-classify.ts';
import { CORPUS, type Json } from './contract-diff-corpus.ts';
import { PROJECT_ROOT } from './contract-files.ts';

const contract = JSON.parse(readFileSync(join(PROJECT_ROOT, 'openapi/dist/openapi.json'), 'utf8')) as Json;

function sides(index: number): [Json, Json] {
  const corpusCase = CORPUS[index];
  if (!corpusCase) throw new Error(`No corpus case ${index}`);
  const before = structuredClone(contract);
  corpusCase.base?.(before);
  const after = structuredClone(before);
  corpusCase.edit(after);
  return [before, after];
}

describe('contract-diff corpus', () => {
  it('has at least 40 edits over every area, with each verdict', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((c) => c.area))).toEqual(
      new Set(['paths', 'parameters', 'request bodies', 'responses', 'enums', 'schemas', 'metadata']),
    );
    expect(new Set(CORPUS.map((c) => c.verdict))).toEqual(new Set(['breaking', 'look', 'safe']));
  });

  it('every edit changes the contract', () => {
    for (const index of CORPUS.keys()) {
      const [before, after] = sides(index);
      expect(JSON.stringify(after), CORPUS[index]?.name).not.toBe(JSON.stringify(before));
    }
  });

  const ruled = new Set<string>();
  it.each(CORPUS.map((c, index) => [c.name, c.verdict, index] as const))(
    '%s: %s',
    (_name, verdict, index) => {
      const [before, after] = sides(index);
      const result = classifyChanges(before, after);
      for (const change of result.changes) if (change.rule) ruled.add(change.rule);
      expect(result.verdict).toBe(verdict);
    },
  );

  it('each rule of ours corrects some corpus case (no rule without a case)', () => {
    expect([...ruled].sort()).toEqual(RULES.map((rule) => rule.name).sort());
  });
});
