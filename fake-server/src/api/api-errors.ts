import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { FakeServer } from '../fake-server.ts';
import { type NearMiss, sandboxIdOf } from '../store/sandbox.ts';
import {
  BodyParseError,
  FORM_BODY_LIMIT,
  NotAnImageError,
  UPLOAD_FIELD_BYTES,
  UPLOAD_TEXT_FIELDS,
} from './body-parsers.ts';
import { errorSummary, logBug } from './bug-report.ts';
import { loggedResponse, recordCall } from './call-record.ts';
import { closestOperation, noOperationReason, operationRef } from './closest-operation.ts';
import { envelopeKindOfPath, errorEnvelope } from './envelope.ts';
import { sendJsonText } from './json-text.ts';
import type { Operation } from './operation.ts';

export interface Classified {
  httpStatus: number;
  code: string;
  message: string;
}

function bodyParserType(error: unknown): { type: string; status: number } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  return typeof type === 'string' && typeof status === 'number' ? { type, status } : undefined;
}

/** Client mistakes found while reading the body, as the envelope code and message to answer. */
export function classifyBodyError(cause: unknown, operation: Operation | undefined): Classified {
  if (cause instanceof NotAnImageError) return { httpStatus: 200, code: '415', message: cause.message };
  if (cause instanceof multer.MulterError) {
    const field = cause.field ?? operation?.upload?.field ?? 'request';
    if (cause.code === 'LIMIT_FILE_SIZE') {
      const megabytes = (operation?.upload?.maxBytes ?? 0) / 1024 / 1024;
      return {
        httpStatus: 200,
        code: '413',
        message: `${field}: the file is larger than ${megabytes} MB. Pick a smaller image.`,
      };
    }
    if (cause.code === 'LIMIT_FIELD_VALUE') {
      return {
        httpStatus: 200,
        code: '413',
        message: `${field}: a text field of an upload may have at most ${UPLOAD_FIELD_BYTES / 1024} kB; send less text.`,
      };
    }
    if (cause.code === 'LIMIT_FIELD_COUNT' || cause.code === 'LIMIT_PART_COUNT') {
      return {
        httpStatus: 200,
        code: '413',
        message: `The upload has more than ${UPLOAD_TEXT_FIELDS} text fields beside its image; send only the documented ones.`,
      };
    }
    if (cause.code === 'LIMIT_UNEXPECTED_FILE') {
      const expected = operation?.upload?.field ?? 'the documented field';
      return {
        httpStatus: 200,
        code: '400',
        message: `${field}: unexpected file field; send one image as '${expected}'.`,
      };
    }
    return { httpStatus: 200, code: '400', message: `${field}: ${cause.message}.` };
  }
  const parserError = bodyParserType(cause);
  if (parserError?.type === 'entity.too.large') {
    return {
      httpStatus: 200,
      code: '413',
      message: `The request body is larger than ${FORM_BODY_LIMIT}; send less data.`,
    };
  }
  if (parserError?.type === 'parameters.too.many') {
    return {
      httpStatus: 200,
      code: '413',
      message: 'The form has too many fields; send only the documented ones.',
    };
  }
  if (parserError?.status === 415) {
    return {
      httpStatus: 200,
      code: '415',
      message: `Unsupported body encoding (${(cause as Error).message}); send UTF-8.`,
    };
  }
  const reason = cause instanceof Error ? cause.message : String(cause);
  return {
    httpStatus: 200,
    code: '400',
    message: `The request body could not be read (${reason}); check its encoding.`,
  };
}

function operationAt(server: FakeServer, path: string): Operation | undefined {
  return server.operations.find((operation) => operation.path === path);
}

function answerEnvelope(
  server: FakeServer,
  req: Request,
  res: Response,
  operation: Operation | undefined,
  answer: Classified,
  nearMiss: NearMiss | null,
): void {
  const kind = operation?.envelope ?? envelopeKindOfPath(req.path);
  const jsonText = JSON.stringify(errorEnvelope(kind, answer.code, answer.message));
  sendJsonText(res, answer.httpStatus, jsonText);
  const startedAt = typeof res.locals.startedAt === 'number' ? res.locals.startedAt : performance.now();
  // Logged as it is: a refused call changes nothing, so nothing is brought up to date and saved.
  recordCall(server, server.sandboxes.peek(sandboxIdOf(req.query)), req, {
    operationId: operation?.operationId ?? null,
    httpStatus: answer.httpStatus,
    code: answer.code,
    message: answer.message,
    effect: null,
    startedAt,
    response: loggedResponse(res.getHeaders(), { jsonText }),
    nearMiss,
  });
}

/** Starts the clock of an API call before its body is read, for the request log's duration. */
export const startClock: RequestHandler = (_req, res, next) => {
  res.locals.startedAt = performance.now();
  next();
};

/** The answer to a path under an API prefix that no operation serves (also the in-process adapter's). */
export function notFoundAnswer(server: FakeServer, method: string, path: string): Classified {
  const samePath = operationAt(server, path);
  const message = samePath
    ? `${method} ${path} is not an operation; this path takes ${samePath.method.toUpperCase()} (${samePath.operationId}).`
    : `No operation at ${method} ${path}. Check the path against openapi/openapi.yaml.`;
  return { httpStatus: 404, code: '404', message };
}

/** The log's word on a call no operation serves: the operation it most likely meant, and how it differs. */
export function noOperationNearMiss(server: FakeServer, method: string, path: string): NearMiss {
  const closest = closestOperation(method, path, server.operations.map(operationRef));
  return {
    kind: 'no-operation',
    closest: closest?.operation ?? null,
    reason: noOperationReason(method, path, closest),
  };
}

/** A body the operation cannot read is refused before validation, as a validation refusal is. */
export function bodyRefusedNearMiss(operation: Operation | undefined, answer: Classified): NearMiss {
  return {
    kind: 'refused',
    closest: operation === undefined ? null : operationRef(operation),
    reason: answer.message,
  };
}

/** Any path under an API prefix that no operation serves: an HTTP 404 with an envelope naming it. */
export function apiNotFound(server: FakeServer): RequestHandler {
  return (req, res) => {
    answerEnvelope(
      server,
      req,
      res,
      undefined,
      notFoundAnswer(server, req.method, req.path),
      noOperationNearMiss(server, req.method, req.path),
    );
  };
}

/** The last word on API errors: always an envelope, a 5xx only for the fake server's own bugs. */
export function apiErrorHandler(server: FakeServer): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const operation = operationAt(server, req.path);
    if (error instanceof BodyParseError) {
      const answer = classifyBodyError(error.cause, operation);
      answerEnvelope(server, req, res, operation, answer, bodyRefusedNearMiss(operation, answer));
      return;
    }
    logBug(`${req.method} ${req.path}`, error);
    answerEnvelope(
      server,
      req,
      res,
      operation,
      {
        httpStatus: 500,
        code: '500',
        message: `Fake server bug on ${req.method} ${req.path}: ${errorSummary(error)} (the stack is in the fake server's console).`,
      },
      null,
    );
  };
}
