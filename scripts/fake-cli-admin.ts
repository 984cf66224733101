// The CLI's one way to call the /__fake admin API of a running fake server.
import { CliError } from './fake-cli-error.ts';
import type { AdminCall } from './fake-cli-share.ts';

/** The server refused a call (4xx/5xx): its `error` text, and the HTTP status to tell refusals apart. */
export class ServerError extends CliError {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface AdminTarget {
  fetch: typeof fetch;
  /** The server's origin, without a trailing slash. */
  base: string;
  session: string;
  /** Prints every raw JSON answer (--json); undefined prints nothing. */
  printJson: ((line: string) => void) | undefined;
}

/**
 * A call bound to one server and sandbox: answers the JSON, throws CliError when the server cannot
 * be reached or answers no JSON, ServerError with its message when it refuses.
 * @example const admin = adminCall({ fetch, base: 'http://127.0.0.1:4010', session: 'qa-1', printJson: undefined });
 */
export function adminCall(target: AdminTarget): AdminCall {
  const { base, session } = target;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${base}/__fake${path}${separator}sessionId=${encodeURIComponent(session)}`;
    let response: Response;
    try {
      response = await target.fetch(url, {
        method,
        // The fake server refuses a bodiless change (reset, fault clear) without this header.
        headers: {
          'X-Fake-Admin': '1',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new CliError(
        `Cannot reach the fake server at ${base} (${(error as Error).message}). Start it with 'npm run fake:server', or pass --url.`,
      );
    }
    const json = parseJson(await response.text(), base, response.status);
    if (!response.ok) {
      const message = (json as { error?: string }).error ?? `HTTP ${response.status}`;
      throw new ServerError(message, response.status);
    }
    target.printJson?.(JSON.stringify(json, null, 2));
    return json as T;
  };
}

function parseJson(text: string, base: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError(`${base} answered ${status} with no JSON; is it a fake server? Check --url.`);
  }
}
