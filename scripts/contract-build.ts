/**
 * Makes everything that comes from the contract inside one project tree (the project itself or a
 * staged copy): the bundled document (YAML for orval, JSON for tests); the projects of
 * openapi/orval.config.ts (the app's hooks and types, the zod schemas); openapi-typescript's path
 * types. All in this process, so a long-lived caller (the contract watch's worker thread) pays for
 * loading the generators once. The output is byte for byte what `redocly bundle`, `orval` and
 * `openapi-typescript` write from the command line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
// Redocly's bundler as a library: the CLI (@redocly/cli) bundles its own copy and has no API;
// this is the one openapi-typescript loads the contract with, and it bundles identically.
import { bundle, createConfig, type NormalizedProblem, stringifyYaml } from '@redocly/openapi-core';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { generate } from 'orval';
import { BUNDLE_DIR, CONTRACT_DIR } from './contract-files.ts';

/** The contract cannot be generated; the message says where and why. */
export class ContractBuildError extends Error {}

function describeProblem(root: string, problem: NormalizedProblem): string {
  const where = problem.location[0];
  const file = where ? relative(root, where.source.absoluteRef) : '';
  return `${file}${where?.pointer ?? ''}: ${problem.message}`;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const bundledYaml = (root: string) => join(root, BUNDLE_DIR, 'openapi.yaml');

/**
 * Bundles `openapi/openapi.yaml` under `root` into `openapi/dist/` (YAML and JSON).
 * @throws ContractBuildError when a reference does not resolve or a file does not parse.
 */
export async function bundleContract(root: string): Promise<void> {
  const result = await bundle({
    ref: join(root, CONTRACT_DIR, 'openapi.yaml'),
    config: await createConfig({}, {}),
    dereference: false,
  }).catch((error: unknown) => {
    throw new ContractBuildError(`Cannot bundle the contract: ${(error as Error).message}`);
  });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0)
    throw new ContractBuildError(
      `Cannot bundle the contract:\n${errors.map((problem) => `  ${describeProblem(root, problem)}`).join('\n')}`,
    );
  const document: unknown = result.bundle.parsed;
  write(bundledYaml(root), stringifyYaml(document, { noRefs: true, lineWidth: -1 }));
  write(bundledYaml(root).replace(/\.yaml$/, '.json'), JSON.stringify(document, null, 2));
}

/**
 * Runs the projects of openapi/orval.config.ts on the bundled contract.
 * @throws ContractBuildError when orval refuses the contract.
 */
export async function generateWithOrval(root: string): Promise<void> {
  try {
    // As the CLI does: the config's relative paths count from its folder.
    await generate(join(root, CONTRACT_DIR, 'orval.config.ts'), join(root, CONTRACT_DIR), {
      throwOnError: true,
    });
  } catch (error) {
    throw new ContractBuildError(`orval cannot generate from the contract: ${(error as Error).message}`);
  }
}

/**
 * openapi-typescript's path types of the bundled contract.
 * @throws ContractBuildError when it cannot read the contract.
 */
export async function generatePathTypes(root: string): Promise<void> {
  try {
    const ast = await openapiTS(pathToFileURL(bundledYaml(root)), { silent: true });
    write(join(root, CONTRACT_DIR, 'generated/openapi-types.ts'), `${COMMENT_HEADER}${astToString(ast)}`);
  } catch (error) {
    throw new ContractBuildError(
      `openapi-typescript cannot generate from the contract: ${(error as Error).message}`,
    );
  }
}

/**
 * Every step, one after the other.
 * @throws ContractBuildError when the contract does not resolve or a generator fails.
 */
export async function buildContract(root: string): Promise<void> {
  await bundleContract(root);
  await generateWithOrval(root);
  await generatePathTypes(root);
}
