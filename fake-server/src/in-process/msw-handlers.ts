import { type HttpHandler, HttpResponse, http } from 'msw';
import {
  bodyRefusedNearMiss,
  type Classified,
  classifyBodyError,
  noOperationNearMiss,
  notFoundAnswer,
} from '../api/api-errors.ts';
import { BodyParseError } from '../api/body-parsers.ts';
import { type LoggedRequest, loggedResponse, recordCall } from '../api/call-record.ts';
import { envelopeKindOfPath, errorEnvelope, isApiPath } from '../api/envelope.ts';
import { JSON_CONTENT_TYPE } from '../api/json-text.ts';
import type { Operation } from '../api/operation.ts';
import type { OperationCall, OperationOutcome } from '../api/operation-call.ts';
import { callOperation } from '../api/run-operation.ts';
import type { FakeServer } from '../fake-server.ts';
import { type NearMiss, reservedSandboxProblem, sandboxIdOf } from '../store/sandbox.ts';
import { fetchCall, queryOf } from './fetch-call.ts';

/** A serialized envelope as Express sends it (json-text.ts). */
function jsonResponse(httpStatus: number, text: string): Response {
  return new HttpResponse(text, {
    status: httpStatus,
    headers: { 'Content-Type': JSON_CONTENT_TYPE },
  });
}

/** The core's outcome as the fetch Response Express would have sent (a dropped connection: a network error). */
function responseOf(outcome: OperationOutcome): Response {
  if (outcome.kind === 'dropped' || outcome.kind === 'hung-up') return HttpResponse.error();
  if (outcome.kind === 'json') return jsonResponse(outcome.httpStatus, outcome.text);
  // res.send names the charset of a text body.
  const contentType =
    typeof outcome.body === 'string' && !/charset=/i.test(outcome.contentType)
      ? `${outcome.contentType}; charset=utf-8`
      : outcome.contentType;
  const body = typeof outcome.body === 'string' ? outcome.body : new Uint8Array(outcome.body);
  return new HttpResponse(body, {
    status: outcome.httpStatus,
    headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
  });
}

/** What the log reads of a call refused before the operation core (its body was not read). */
function refusedRequest(request: Request): LoggedRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    url: `${url.pathname}${url.search}`,
    query: queryOf(url),
    body: undefined,
    get: (name) => request.headers.get(name) ?? undefined,
  };
}

/** A call refused before the operation core (no such operation, an unreadable body), logged as Express logs it. */
function refusal(
  server: FakeServer,
  request: Request,
  operation: Operation | undefined,
  answer: Classified,
  nearMiss: NearMiss,
  startedAt = performance.now(),
): Response {
  const logged = refusedRequest(request);
  const kind = operation?.envelope ?? envelopeKindOfPath(logged.path);
  const jsonText = JSON.stringify(errorEnvelope(kind, answer.code, answer.message));
  const response = jsonResponse(answer.httpStatus, jsonText);
  recordCall(server, server.sandboxes.peek(sandboxIdOf(logged.query)), logged, {
    operationId: operation?.operationId ?? null,
    ...answer,
    effect: null,
    startedAt,
    response: loggedResponse(Object.fromEntries(response.headers), { jsonText }),
    nearMiss,
  });
  return response;
}

/**
 * The fake server's operations as MSW handlers at `origin` (the app's API origin): the same
 * operation table, core, sandboxes, validation, scenarios, faults and clock as the Express
 * router, with no HTTP server. A path under an API prefix that no operation serves gets the same
 * 404 envelope; any other path is left to the next handler.
 * @example setupServer(...fakeWorldHandlers(createFakeServer({ seed: 1 }), 'http://localhost:3000'))
 */
export function fakeWorldHandlers(server: FakeServer, origin: string): HttpHandler[] {
  const operationHandlers = server.operations.map((operation) =>
    http[operation.method](`${origin}${operation.path}`, async ({ request }) => {
      const problem = reservedSandboxProblem(queryOf(new URL(request.url)));
      if (problem !== undefined)
        return jsonResponse(200, JSON.stringify(errorEnvelope(operation.envelope, '400', problem)));
      const startedAt = performance.now();
      let call: OperationCall;
      try {
        call = await fetchCall(request, operation, origin);
      } catch (error) {
        if (!(error instanceof BodyParseError)) throw error;
        const answer = classifyBodyError(error.cause, operation);
        return refusal(server, request, operation, answer, bodyRefusedNearMiss(operation, answer), startedAt);
      }
      let response: Response = HttpResponse.error();
      await callOperation(operation, server, call, (delivered) => {
        response = responseOf(delivered);
        return Object.fromEntries(response.headers);
      });
      return response;
    }),
  );
  const notFound = http.all(`${origin}/*`, ({ request }) => {
    const url = new URL(request.url);
    if (!isApiPath(url.pathname.toLowerCase())) return undefined;
    const query = queryOf(url);
    const problem = reservedSandboxProblem(query);
    const kind = envelopeKindOfPath(url.pathname);
    if (problem !== undefined) return jsonResponse(200, JSON.stringify(errorEnvelope(kind, '400', problem)));
    return refusal(
      server,
      request,
      undefined,
      notFoundAnswer(server, request.method, url.pathname),
      noOperationNearMiss(server, request.method, url.pathname),
    );
  });
  return [...operationHandlers, notFound];
}
