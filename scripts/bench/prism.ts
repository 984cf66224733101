/**
 * The load section's peer: Stoplight Prism (a dev dependency) mocking the same contract, in a
 * child process of its own, for the same operation and request as the fake server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastLines, NODE, root, type Started, start } from './processes.ts';

const PACKAGE = join(root, 'node_modules/@stoplight/prism-cli');
/** The split contract: Prism resolves its relative `$ref`s itself. */
export const PRISM_CONTRACT = 'openapi/openapi.yaml';
/**
 * `--verboseLevel` (`prism mock --help`): the default, info, writes six log lines per request;
 * warn keeps what Prism finds wrong with a request or answer and drops the rest.
 */
export const PRISM_LOG_LEVEL = 'warn';

/** The installed Prism's version, or undefined when it is not installed. */
export function prismVersion(): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return version;
  } catch {
    return undefined;
  }
}

/** The arguments after `prism`, as the report prints them. */
export function prismArgs(port: number): string[] {
  return ['mock', PRISM_CONTRACT, '-h', '127.0.0.1', '-p', String(port), '--verboseLevel', PRISM_LOG_LEVEL];
}

/** Starts `prism mock` on the port (Prism's own bin, on this project's Node). */
export function startPrism(port: number): Started {
  const bin = join(PACKAGE, 'dist/index.js');
  if (!existsSync(bin)) throw new Error(`Prism is not installed (no ${bin}): run npm ci.`);
  return start('prism', NODE, [bin, ...prismArgs(port)]);
}

/**
 * Waits until Prism answers the request at all (any HTTP status: whether it is a success is the
 * probe's question). Prism reads and checks the whole contract first, a few seconds.
 */
export async function waitForPrism(
  url: string,
  init: RequestInit,
  prism: Started,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return;
    } catch {
      // Not listening yet.
    }
    if (prism.exited()) throw new Error(`Prism ended before it answered:\n${lastLines(prism.output())}`);
    if (Date.now() > deadline)
      throw new Error(`Prism did not answer within ${timeoutMs / 1000} s:\n${lastLines(prism.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
