import type { EnvelopeKind } from './operation.ts';

export interface ErrorEnvelope {
  code: string;
  message: string;
  success?: false;
  data: null;
}

/** The path prefixes of the contract (DESIGN §3); anything unknown under them answers a 404 envelope. */
export const API_PREFIXES = ['/spoken', '/v3', '/opponents', '/service', '/gopia', '/api/v2/youmi'] as const;

/** Whether a path is under an API prefix (asked on every request: no strings built). */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some(
    (prefix) => path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/'),
  );
}

/** The `/v3` and `/opponents` groups add the success flag to every answer (DESIGN §3). */
export function envelopeKindOfPath(path: string): EnvelopeKind {
  return path.startsWith('/v3/') || path.startsWith('/opponents/') ? 'flagged' : 'plain';
}

export function errorEnvelope(kind: EnvelopeKind, code: string, message: string): ErrorEnvelope {
  return kind === 'flagged' ? { code, message, success: false, data: null } : { code, message, data: null };
}

export function successEnvelope(kind: EnvelopeKind, code: string, message: string, data: unknown): object {
  return kind === 'flagged' ? { code, message, success: true, data } : { code, message, data };
}

/** Success codes: '00' everywhere, '0' for get-sid; a fault or scenario may never answer them. */
export function isSuccessCode(code: string): boolean {
  return /^0{1,2}$/.test(code);
}
