import express, { type RequestHandler } from 'express';
import multer from 'multer';
import type { Operation } from './operation.ts';

/** Form bodies larger than this are refused with a 413 envelope. */
export const FORM_BODY_LIMIT = '100kb';

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
  express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT, parameterLimit: 1000 }),
);

function uploadParser(upload: NonNullable<Operation['upload']>): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: upload.maxBytes, files: 1, fields: 50, fieldSize: 100 * 1024, parts: 60 },
    fileFilter: (_req, file, accept) => {
      if (file.mimetype.startsWith('image/')) accept(null, true);
      else accept(new NotAnImageError(file.fieldname, file.originalname, file.mimetype));
    },
  }).single(upload.field);
  return markParseErrors(parser);
}

/** The body parser an operation needs: none for GET, multer for an upload, a form parser otherwise. */
export function bodyParsersFor(operation: Operation): RequestHandler[] {
  if (operation.method === 'get') return [];
  return [operation.upload ? uploadParser(operation.upload) : formParser];
}
