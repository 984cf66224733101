/**
 * Generates everything that comes from the contract: the bundled document, orval's React Query
 * hooks (web/src/api/generated) and types and zod schemas (openapi/generated), and
 * openapi-typescript's path types (openapi/generated). Runs on install, build and test; `npm run
 * dev` does the same on start and on every save under openapi/ (scripts/contract-watch.ts).
 * Generation happens in a staged copy and only a complete output replaces the old one
 * (scripts/contract-pipeline.ts), so a failing run leaves the last good code in place.
 *
 *   node scripts/generate.ts          regenerate when the contract changed (fast no-op otherwise)
 *   node scripts/generate.ts --force  regenerate regardless
 *   node scripts/generate.ts --check  fail when the generated code is missing, stale or hand-edited
 */
import { buildContract } from './contract-build.ts';
import { contractHash, outputHash, PROJECT_ROOT, readStamp } from './contract-files.ts';
import { runContractPipeline } from './contract-pipeline.ts';

const root = PROJECT_ROOT;
const args = new Set(process.argv.slice(2));
const stamp = readStamp(root);
const contract = contractHash(root);

if (args.has('--check')) {
  if (!stamp) {
    console.error('Generated code is missing: run `npm run generate`.');
    process.exit(1);
  }
  if (stamp.contract !== contract) {
    console.error(
      'Generated code is stale (the contract changed since it was generated): run `npm run generate`.',
    );
    process.exit(1);
  }
  if (stamp.output !== outputHash(root)) {
    console.error(
      'Generated code was edited by hand: change the contract instead and run `npm run generate -- --force`.',
    );
    process.exit(1);
  }
  console.log('Generated code is in sync with the contract.');
} else if (args.has('--force') || stamp?.contract !== contract || stamp.output !== outputHash(root)) {
  const result = await runContractPipeline(root, { build: buildContract });
  if (!result.ok) {
    console.error(
      `Failed to generate code: ${result.problem}\nThe previous generated code was left in place.`,
    );
    process.exit(1);
  }
  console.log(
    `Generated code from the contract in ${(result.ms / 1000).toFixed(1)} s` +
      (result.changed.length > 0 ? ` (${result.changed.length} files changed).` : ' (no file changed).'),
  );
} else {
  console.log('Generated code is up to date.');
}
