import type { Sandbox } from '../store/sandbox.ts';
import { findPreset } from './presets.ts';

/** What a fault or a scenario does to one call before (or instead of) its handler. */
export interface CallEffect {
  /** 'fault' or 'scenario:<name>', for the request log. */
  source: string;
  delayMs: number;
  drop: boolean;
  httpStatus: number | undefined;
  code: string | undefined;
  message: string | undefined;
}

export interface ScenarioDelays {
  slowNetworkMs: number;
  timeoutMs: number;
}

/**
 * The effect on this call of `operationId`: a fault for the operation first, then a fault for '*',
 * then the active scenario. Taking a fault with a count uses one of its calls up.
 */
export function takeCallEffect(
  sandbox: Sandbox,
  operationId: string,
  delays: ScenarioDelays,
): CallEffect | undefined {
  const index = sandbox.faults.findIndex((fault) => fault.operationId === operationId);
  const faultIndex = index >= 0 ? index : sandbox.faults.findIndex((fault) => fault.operationId === '*');
  const fault = sandbox.faults[faultIndex];
  if (fault !== undefined) {
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) sandbox.faults.splice(faultIndex, 1);
    }
    return {
      source: 'fault',
      delayMs: fault.delayMs ?? 0,
      drop: fault.drop ?? false,
      httpStatus: fault.httpStatus,
      code: fault.code,
      message: fault.message,
    };
  }
  if (sandbox.scenario === null) return undefined;
  const preset = findPreset(sandbox.scenario.name);
  const rule =
    preset?.rules.find((candidate) => candidate.operationId === operationId) ??
    preset?.rules.find((candidate) => candidate.operationId === '*');
  if (rule === undefined) return undefined;
  const presetDelay =
    rule.delay === 'slow' ? delays.slowNetworkMs : rule.delay === 'hang' ? delays.timeoutMs : 0;
  return {
    source: `scenario:${sandbox.scenario.name}`,
    delayMs: rule.delay ? (sandbox.scenario.delayMs ?? presetDelay) : 0,
    drop: false,
    httpStatus: undefined,
    code: rule.code,
    message: rule.message,
  };
}
