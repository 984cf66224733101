import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationTable } from './operation-table.ts';
import { postReads } from './orval.config.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  requestBody?: { content: Record<string, unknown> };
  parameters?: { $ref?: string; name?: string; in?: string }[];
}
type PathItem = Record<string, Operation | unknown> & { parameters?: { $ref?: string }[] };
interface Document {
  paths: Record<string, PathItem>;
}

const doc = JSON.parse(readFileSync(join(import.meta.dirname, 'dist/openapi.json'), 'utf8')) as Document;

/** Spec §7's call table, with the paths and methods DESIGN §3 pins. */
const SPEC_CALLS: [method: string, path: string][] = [
  ['post', '/spoken/card-init'],
  ['post', '/spoken/bind-card-new'],
  ['post', '/spoken/card-change'],
  ['post', '/spoken/user-problem/problem-init'],
  ['post', '/spoken/user-problem/upload-problem-img'],
  ['post', '/spoken/user-problem/problem-save'],
  ['post', '/spoken/user-problem/problem-list'],
  ['post', '/spoken/user-problem/problem-detail'],
  ['post', '/spoken/user-problem/save-score'],
  ['post', '/spoken/personal-center/contact-kf-info'],
  ['get', '/api/v2/youmi/service/channel/channel-template'],
  ['get', '/api/v2/youmi/promotion/track-visit'],
  ['get', '/api/v2/youmi/promotion/get-sid'],
  ['get', '/api/v2/youmi/promotion/get-captcha'],
  ['post', '/api/v2/youmi/promotion/get-sms'],
  ['get', '/api/v2/youmi/promotion/track-click'],
  ['post', '/api/v2/youmi/promotion/register'],
  ['post', '/v3/loan-confirm/loan-detail-confirm'],
  ['post', '/v3/loan-confirm/loan-detail-push'],
  ['get', '/v3/contract/contract'],
  ['get', '/v3/contract/contract-jump'],
  ['post', '/v3/installment/loan-play-detail'],
  ['post', '/opponents/pettypy'],
  ['post', '/v3/loan-details/generate-vcode'],
  ['post', '/service/new/union-error-info'],
  ['post', '/v3/loan-details/loan-details'],
  ['post', '/v3/loan-details/google-score'],
  ['post', '/service/event/save'],
  ['post', '/gopia/goya/define'],
  ['post', '/gopia/goya/satire'],
  ['get', '/gopia/goya/cultures'],
  ['get', '/gopia/goya/misunderstood'],
  ['post', '/gopia/goya/depush'],
  ['post', '/gopia/goya/because'],
  ['post', '/spoken/loan/repayment-way'],
  ['post', '/spoken/loan/repayment-commit'],
  ['post', '/spoken/loan/repayment-confirm'],
  ['post', '/spoken/loan/repayment-huichao'],
];

const TAGS = [
  'order',
  'confirm',
  'confirm-v2',
  'repay',
  'legacy-repay',
  'bind-bank',
  'complaint',
  'service',
  'promotion',
  'event',
];
const SESSION_PARAMS = ['SessionId', 'DeviceId', 'DeviceName', 'AppVersion', 'OsVersion', 'AdvertisingId'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operations(): [string, string, Operation, PathItem][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map(
      (m) => [m, path, item[m] as Operation, item] as [string, string, Operation, PathItem],
    ),
  );
}

describe('the contract', () => {
  it('holds every call of the spec, with the pinned method', () => {
    const missing = SPEC_CALLS.filter(
      ([method, path]) => !(doc.paths[path] && method in (doc.paths[path] ?? {})),
    );
    expect(missing).toEqual([]);
  });

  it('holds nothing the spec does not call', () => {
    const known = new Set(SPEC_CALLS.map(([m, p]) => `${m} ${p}`));
    expect(
      operations()
        .map(([m, p]) => `${m} ${p}`)
        .filter((key) => !known.has(key)),
    ).toEqual([]);
  });

  it('gives every operation a unique operationId and one of the API-group tags', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(SPEC_CALLS.length);
    for (const [, path, op] of operations()) {
      expect(op.tags?.length, path).toBe(1);
      expect(TAGS, path).toContain(op.tags?.[0]);
    }
  });

  it('carries the common session parameters on every operation', () => {
    for (const [, path, , item] of operations()) {
      const refs = (item.parameters ?? []).map((p) => p.$ref?.split('/').pop());
      for (const name of SESSION_PARAMS) expect(refs, `${path} ${name}`).toContain(name);
    }
  });

  it('form-encodes every POST body but the image upload', () => {
    for (const [method, path, op] of operations()) {
      if (method !== 'post' || !op.requestBody) continue;
      const types = Object.keys(op.requestBody.content);
      const expected = path.endsWith('upload-problem-img')
        ? 'multipart/form-data'
        : 'application/x-www-form-urlencoded';
      expect(types, path).toEqual([expected]);
    }
  });

  it('is listed, path by path with its operationId, in openapi/README.md', () => {
    const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');
    const table = operationTable(
      operations().map(([method, path, op]) => ({
        method,
        path,
        operationId: op.operationId ?? '',
        tag: op.tags?.[0] ?? '',
        query: method === 'get' || postReads.includes(op.operationId ?? ''),
      })),
    );
    // On a failure, the table below is the one to paste into the README.
    expect(readme.includes(table), `openapi/README.md lacks this table:\n${table}`).toBe(true);
  });
});
