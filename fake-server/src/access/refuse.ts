import type { Response } from 'express';

/** The QA API's error answer (`{ error }`), also used for requests refused before any route. */
export function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message });
}
