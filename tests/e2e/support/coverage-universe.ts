/**
 * What the e2e suite could reach, read from the sources of truth: the bundled contract, the
 * bridge protocol, the two route tables and the QA scenario presets. Light imports only: the
 * reporter runs in Playwright's main process, where the app and Express have no business.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRIDGE_ACTIONS } from '../../../bridge-protocol/protocol.ts';
import { isSuccessCode } from '../../../fake-server/src/api/envelope.ts';
import { SCENARIO_PRESETS, type ScenarioPreset } from '../../../fake-server/src/scenarios/presets.ts';
import { routePaths } from '../../../scripts/bench/route-paths.ts';
import { routeModules } from '../../../web/src/app/route-modules.ts';
import { promotionPaths } from '../../../web/src/config/paths.ts';
import type { CoverageUniverse, UniverseOperation } from './coverage-model.ts';

/** The bundled contract, written by `node scripts/generate.ts` (run by `npm run build`). */
const CONTRACT = 'openapi/dist/openapi.json';

interface ContractOperation {
  operationId?: string;
  description?: string;
}
type Contract = { paths: Record<string, Record<string, ContractOperation>> };

/**
 * Codes an operation's description names in backticks, as the contract writes them
 * ("`-1` wrong captcha … `11` already registered"); success codes are not errors.
 * @example codesInDescription('`413` larger than 5 MB, `415` not an image') // ['413', '415']
 */
export function codesInDescription(description: string): string[] {
  return [...description.matchAll(/`(-?\d+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code !== '' && !isSuccessCode(code));
}

/** Codes the QA presets answer for one operation ('*' rules name no operation's code). */
export function presetCodes(presets: readonly ScenarioPreset[]): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const rule of presets.flatMap((preset) => preset.rules)) {
    if (rule.operationId === '*' || rule.code === undefined) continue;
    codes.set(rule.operationId, [...(codes.get(rule.operationId) ?? []), rule.code]);
  }
  return codes;
}

/** Every operation of the contract, in its order, with the error codes named for it. */
export function contractOperations(
  contract: Contract,
  presets: readonly ScenarioPreset[],
): UniverseOperation[] {
  const fromPresets = presetCodes(presets);
  return Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const operationId = operation.operationId;
      if (operationId === undefined) return [];
      const named = [
        ...codesInDescription(operation.description ?? ''),
        ...(fromPresets.get(operationId) ?? []),
      ];
      return [{ operationId, method: method.toUpperCase(), path, namedCodes: [...new Set(named)] }];
    }),
  );
}

/** The app's routes (index.html paths, `*` = not found) and the promotion page's hash routes. */
export function appRoutes(root: string): string[] {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const promotion = routePaths(read('web/src/app/promotion-router.tsx'), promotionPaths, 'promotionPaths');
  return [
    ...new Set([
      ...routeModules.map((route) => route.path),
      ...[...promotion.values()].flat().map((route) => `/promotion.html#${route}`),
    ]),
  ];
}

/** The whole universe, from the repository at `root`. */
export function loadUniverse(root: string): CoverageUniverse {
  const contract = JSON.parse(readFileSync(join(root, CONTRACT), 'utf8')) as Contract;
  return {
    operations: contractOperations(contract, SCENARIO_PRESETS),
    bridgeActions: [...BRIDGE_ACTIONS],
    routes: appRoutes(root),
    scenarios: SCENARIO_PRESETS.map((preset) => preset.name).filter((name) => name !== 'none'),
  };
}
