/**
 * Scores the npm contract-diff libraries on the corpus (scripts/contract-diff-corpus.ts): the
 * numbers of docs/decisions/022-contract-diff-library.md. The candidates are not the project's
 * dependencies (but the chosen one), so install them beside it first, without saving:
 *
 *   npm install --no-save openapi-diff@0.24.1 @useoptic/openapi-utilities@1.0.9 \
 *     @useoptic/rulesets-base@1.0.9 @useoptic/standard-rulesets@1.0.9 openapi-schema-diff@0.0.1
 *   node scripts/contract-diff-candidates.ts [--verbose]
 *
 * Each library's own answer is mapped to our three verdicts the most favourable way it allows
 * (below, per candidate); a candidate that throws on a case scores it as missed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDiff } from 'api-smart-diff';
import { dereferenceContract } from './contract-diff-bundle.ts';
import { CORPUS, type Json, type Verdict } from './contract-diff-corpus.ts';
import { PROJECT_ROOT } from './contract-files.ts';

type Judge = (before: Json, after: Json) => Promise<Verdict>;

const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.includes('breaking') ? 'breaking' : verdicts.includes('look') ? 'look' : 'safe';

/** A module this script loads by name: only the members it calls are typed. */
async function load<T>(name: string): Promise<T> {
  const loaded: { default?: unknown } = await import(name);
  return (
    loaded.default && typeof loaded.default === 'object' ? { ...loaded.default, ...loaded } : loaded
  ) as T;
}

/** api-smart-diff: each diff is breaking, non-breaking, annotation, deprecated or unclassified. */
const apiSmartDiff: Judge = async (before, after) =>
  worst(
    apiDiff(before, after).map((diff) =>
      diff.type === 'breaking'
        ? 'breaking'
        : diff.type === 'non-breaking' || diff.type === 'annotation'
          ? 'safe'
          : 'look',
    ),
  );

interface OpenapiDiff {
  diffSpecs(input: {
    sourceSpec: { content: string; location: string; format: 'openapi3' };
    destinationSpec: { content: string; location: string; format: 'openapi3' };
  }): Promise<{
    breakingDifferencesFound: boolean;
    unclassifiedDifferences?: unknown[];
    nonBreakingDifferences?: unknown[];
  }>;
}

/**
 * The document told as OpenAPI 3.0.3, for openapi-diff's parser, which refuses 3.1: `type: [t,
 * 'null']` becomes `nullable`, schema `examples` an `example`, 3.1-only info fields go.
 */
function asOpenApi30(doc: Json): Json {
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (typeof node !== 'object' || node === null) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' && Array.isArray(value)) {
        const types = value.filter((type) => type !== 'null');
        out.type = types[0];
        if (types.length < value.length) out.nullable = true;
      } else if (key === 'examples' && Array.isArray(value)) out.example = value[0];
      else out[key] = convert(value);
    }
    return out;
  };
  const converted = convert(doc) as Json;
  converted.openapi = '3.0.3';
  const info = converted.info as Json;
  delete info.summary;
  delete (info.license as Json).identifier;
  return converted;
}

/** openapi-diff (Atlassian): breaking, non-breaking and unclassified differences. */
const openapiDiff30: Judge = (before, after) => openapiDiff(asOpenApi30(before), asOpenApi30(after));

/** openapi-diff (Atlassian): breaking, non-breaking and unclassified differences. */
const openapiDiff: Judge = async (before, after) => {
  const library = await load<OpenapiDiff>('openapi-diff');
  const result = await library.diffSpecs({
    sourceSpec: { content: JSON.stringify(before), location: 'before.json', format: 'openapi3' },
    destinationSpec: { content: JSON.stringify(after), location: 'after.json', format: 'openapi3' },
  });
  if (result.breakingDifferencesFound) return 'breaking';
  return (result.unclassifiedDifferences?.length ?? 0) > 0 ? 'look' : 'safe';
};

interface OpticResult {
  passed: boolean;
  severity: number;
}
interface OpticUtilities {
  compareSpecs(
    from: unknown,
    to: unknown,
    runner: unknown,
    context: unknown,
  ): Promise<{ diffs: unknown[]; results: OpticResult[] }>;
}
interface OpticRulesets {
  RuleRunner: new (rules: unknown[]) => unknown;
}
interface OpticStandard {
  BreakingChangesRuleset: new () => unknown;
}

/** Optic (@useoptic/optic's engine): its breaking-changes ruleset fails a rule per breaking change. */
const optic: Judge = async (before, after) => {
  const { compareSpecs } = await load<OpticUtilities>('@useoptic/openapi-utilities');
  const { RuleRunner } = await load<OpticRulesets>('@useoptic/rulesets-base');
  const { BreakingChangesRuleset } = await load<OpticStandard>('@useoptic/standard-rulesets');
  const input = (doc: Json) => ({
    jsonLike: doc,
    isEmptySpec: false,
    sourcemap: { rootFilePath: 'openapi.json', files: [], refMappings: {} },
  });
  const runner = new RuleRunner([new BreakingChangesRuleset()]);
  const { diffs, results } = await compareSpecs(
    input(await dereferenceContract(before)),
    input(await dereferenceContract(after)),
    runner,
    {},
  );
  if (results.some((result) => !result.passed && result.severity >= 2)) return 'breaking';
  if (results.some((result) => !result.passed)) return 'look';
  return diffs.length > 0 ? 'safe' : 'safe';
};

type SchemaDiff = (
  source: unknown,
  target: unknown,
) => { deletedRoutes: unknown[]; addedRoutes: unknown[]; changedRoutes: unknown[]; isEqual: boolean };

/** openapi-schema-diff: lists added, deleted and changed routes, classifies nothing further. */
const openapiSchemaDiff: Judge = async (before, after) => {
  const loaded: { default: SchemaDiff } = await import('openapi-schema-diff' as string);
  const result = loaded.default(await dereferenceContract(before), await dereferenceContract(after));
  if (result.deletedRoutes.length > 0) return 'breaking';
  return result.changedRoutes.length > 0 ? 'look' : 'safe';
};

export const CANDIDATES: Record<string, Judge> = {
  'api-smart-diff': apiSmartDiff,
  'openapi-diff': openapiDiff,
  'openapi-diff (contract relabelled 3.0.3)': openapiDiff30,
  optic,
  'openapi-schema-diff': openapiSchemaDiff,
};

if (import.meta.main) {
  const verbose = process.argv.includes('--verbose');
  const base = JSON.parse(readFileSync(join(PROJECT_ROOT, 'openapi/dist/openapi.json'), 'utf8')) as Json;
  for (const [name, judge] of Object.entries(CANDIDATES)) {
    let right = 0;
    const started = performance.now();
    for (const corpusCase of CORPUS) {
      const before = structuredClone(base);
      corpusCase.base?.(before);
      const after = structuredClone(before);
      corpusCase.edit(after);
      const got = await judge(before, after).catch(
        (error: unknown) => `error: ${(error as Error).message.split('\n')[0]}`,
      );
      if (got === corpusCase.verdict) right += 1;
      else if (verbose)
        console.log(`  ${name}: ${corpusCase.name}: expected ${corpusCase.verdict}, got ${got}`);
    }
    const ms = performance.now() - started;
    console.log(`${name}: ${right}/${CORPUS.length} (${(ms / CORPUS.length).toFixed(0)} ms a case)`);
  }
}
