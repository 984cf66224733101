/// <reference types="multer" />
// (multer adds req.file to Express's Request.)
import type { Request, Response } from 'express';
import type { FakeServer } from '../fake-server.ts';
import type { SentHeaders } from './call-record.ts';
import { sendJsonText } from './json-text.ts';
import type { Operation, UploadedFile } from './operation.ts';
import type { OperationCall, OperationOutcome } from './operation-call.ts';
import { requestOrigin } from './request-origin.ts';
import { callOperation } from './run-operation.ts';

function uploadedFile(req: Request): UploadedFile | undefined {
  const file = req.file;
  if (file === undefined) return undefined;
  return {
    field: file.fieldname,
    originalName: file.originalname,
    mimeType: file.mimetype,
    size: file.size,
    buffer: file.buffer,
  };
}

/** The call as the operation core reads it; the body was parsed by body-parsers.ts. */
function operationCall(req: Request, res: Response): OperationCall {
  const hangUp = new AbortController();
  // 'close' also comes once the answer is sent: only a close before that is a hang-up (and an
  // abort() on every call built a DOMException, with its stack, per request).
  res.once('close', () => {
    if (!res.writableFinished) hangUp.abort();
  });
  return {
    method: req.method,
    path: req.path,
    url: req.originalUrl,
    query: req.query as Record<string, unknown>,
    body:
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : undefined,
    // express.urlencoded keeps the bytes for the validating proxy (body-parsers.ts).
    rawBody: (req as Request & { rawBody?: Buffer }).rawBody,
    file: uploadedFile(req),
    header: (name) => req.get(name),
    origin: requestOrigin(req),
    hangUp: hangUp.signal,
  };
}

/** Sends the outcome; the headers that went with it, for the log. */
function send(req: Request, res: Response, outcome: OperationOutcome): SentHeaders {
  switch (outcome.kind) {
    case 'json':
      sendJsonText(res, outcome.httpStatus, outcome.text);
      return res.getHeaders();
    case 'raw':
      res
        .status(outcome.httpStatus)
        .type(outcome.contentType)
        .set('Cache-Control', 'no-store')
        .send(outcome.body);
      return res.getHeaders();
    case 'dropped':
      req.socket.destroy();
      return {};
    case 'hung-up':
      return {};
  }
}

/** The Express transport of one contract operation (api-router.ts mounts it after the body parser). */
export function runOperation(
  operation: Operation,
  server: FakeServer,
  req: Request,
  res: Response,
): Promise<void> {
  return callOperation(operation, server, operationCall(req, res), (outcome) => send(req, res, outcome));
}
