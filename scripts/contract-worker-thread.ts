/**
 * The worker thread of the contract watch (contract-worker.ts starts it): it keeps the generators
 * loaded between saves (loading orval and friends costs more than a generation) and keeps their
 * progress lines out of the dev servers' output; a build that fails hands back what they said.
 */
import { format } from 'node:util';
import { parentPort } from 'node:worker_threads';
import { buildContract } from './contract-build.ts';

/** A build in the project tree `root`. */
export interface Job {
  id: number;
  root: string;
}

export type Outcome = { id: number; ok: true } | { id: number; ok: false; message: string };

/** The generators' own last lines, kept for a failure's message. */
const TOOL_LINES_KEPT = 15;

if (parentPort) {
  const port = parentPort;
  let said: string[] = [];
  const keep = (...args: unknown[]) => {
    said.push(format(...args));
    if (said.length > TOOL_LINES_KEPT) said = said.slice(-TOOL_LINES_KEPT);
  };
  console.log = keep;
  console.info = keep;
  console.warn = keep;
  console.error = keep;
  // One build at a time: orval keeps some state in its modules (log level, project name).
  let queue = Promise.resolve();
  port.on('message', (job: Job) => {
    queue = queue.then(async () => {
      said = [];
      try {
        await buildContract(job.root);
        port.postMessage({ id: job.id, ok: true } satisfies Outcome);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // orval prints the reason before it throws: keep the words the message does not have.
        const details = said.filter((line) => line.trim() !== '' && !message.includes(line.trim()));
        port.postMessage({
          id: job.id,
          ok: false,
          message: [message, ...details].join('\n'),
        } satisfies Outcome);
      }
    });
  });
}
