import express, { type RequestHandler } from 'express';
import multer from 'multer';
import type { Operation } from './operation.ts';

/** Form bodies larger than this are refused with a 413 envelope. */
export const FORM_BODY_LIMIT = '100kb';

/**
 * Text fields an upload may carry beside its image, and the bytes of each: no more text in all
 * than a form body's 100 kB. The contract's uploads have none (the app sends the image alone);
 * multer's defaults let 50 fields of 100 kB through, 5 MB of text to decode and log per call.
 */
export const UPLOAD_TEXT_FIELDS = 10;
export const UPLOAD_FIELD_BYTES = 10 * 1024;

/** An upload that is not an image (answered with a 415 envelope). */
export class NotAnImageError extends Error {
  readonly field: string;
  constructor(field: string, name: string, mimeType: string) {
    super(
      `${field}: '${name}' is ${mimeType || 'of no type'}, not an image. Upload a JPEG, PNG, GIF or WebP image.`,
    );
    this.field = field;
  }
}

/** Wraps any error a body parser raises, so the error handler knows it was the client's body. */
export class BodyParseError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

function markParseErrors(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    parser(req, res, (error?: unknown) =>
      next(error === undefined || error === null ? undefined : new BodyParseError(error)),
    );
  };
}

const formParser = markParseErrors(
  express.urlencoded({
    extended: false,
    limit: FORM_BODY_LIMIT,
    parameterLimit: 1000,
    // The bytes as the app sent them, for the validating proxy (src/upstream/forward.ts).
    verify: (req, _res, buffer) => {
      (req as typeof req & { rawBody?: Buffer }).rawBody = buffer;
    },
  }),
);

/**
 * Uploads handled at once. Each holds its file several times over while it is read, checked and
 * stored (multer's chunks, the joined buffer, the Blob the schema checks), so twelve testers each
 * sending a burst of 5 MB images would otherwise take hundreds of MB at once. Others wait, unread
 * (TCP holds their bytes), and are served in turn.
 */
export const UPLOADS_AT_ONCE = 4;
let uploadsRunning = 0;
const uploadsWaiting: (() => void)[] = [];

/** Runs `parser` when an upload slot is free; the slot is freed when the answer is done. */
function inTurn(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    let holding = false;
    const start = (): void => {
      holding = true;
      uploadsRunning += 1;
      parser(req, res, next);
    };
    // Also when the client gives up while waiting: its turn must not be taken (or kept) by nobody.
    res.once('close', () => {
      if (holding) {
        uploadsRunning -= 1;
        uploadsWaiting.shift()?.();
      } else {
        const waiting = uploadsWaiting.indexOf(start);
        if (waiting >= 0) uploadsWaiting.splice(waiting, 1);
      }
    });
    if (uploadsRunning < UPLOADS_AT_ONCE) start();
    else uploadsWaiting.push(start);
  };
}

function uploadParser(upload: NonNullable<Operation['upload']>): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: upload.maxBytes,
      files: 1,
      fields: UPLOAD_TEXT_FIELDS,
      fieldSize: UPLOAD_FIELD_BYTES,
      parts: UPLOAD_TEXT_FIELDS + 1,
    },
    fileFilter: (_req, file, accept) => {
      if (file.mimetype.startsWith('image/')) accept(null, true);
      else accept(new NotAnImageError(file.fieldname, file.originalname, file.mimetype));
    },
  }).single(upload.field);
  return inTurn(markParseErrors(parser));
}

/** The body parser an operation needs: none for GET, multer for an upload, a form parser otherwise. */
export function bodyParsersFor(operation: Operation): RequestHandler[] {
  if (operation.method === 'get') return [];
  return [operation.upload ? uploadParser(operation.upload) : formParser];
}
