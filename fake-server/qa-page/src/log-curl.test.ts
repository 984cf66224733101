import { describe, expect, it } from 'vitest';
import { curlOf, shellQuote } from './log-curl.ts';
import { logEntry } from './log-test-entry.ts';

const ORIGIN = 'http://127.0.0.1:4010';

describe('curlOf', () => {
  it('sends a form POST again: method, URL with its sandbox, content type, each field URL-encoded', () => {
    expect(
      curlOf(
        logEntry({ requestHeaders: { 'content-type': 'application/x-www-form-urlencoded', building: 'b1' } }),
        ORIGIN,
      ),
    ).toBe(
      [
        `curl -X POST 'http://127.0.0.1:4010/v3/loan-details/loan-details?sessionId=qa'`,
        `-H 'content-type: application/x-www-form-urlencoded'`,
        `-H 'building: b1'`,
        `--data-urlencode 'productId=P1001'`,
        `--data-urlencode 'orderId=ORD21'`,
      ].join(' \\\n  '),
    );
  });

  it('sends a GET with its query and no body or body type', () => {
    const entry = logEntry({
      method: 'GET',
      url: '/spoken/card-init?sessionId=qa&productId=P1001',
      body: null,
      requestHeaders: { accept: 'application/json' },
    });
    expect(curlOf(entry, ORIGIN)).toBe(
      `curl -X GET 'http://127.0.0.1:4010/spoken/card-init?sessionId=qa&productId=P1001' \\\n  -H 'accept: application/json'`,
    );
  });

  it('sends an upload as multipart, the file as a named placeholder of its type, curl writing the boundary', () => {
    const entry = logEntry({
      body: { productId: 'P1001', problemImage: { file: 'shot.png', mimeType: 'image/png', size: 2048 } },
      requestHeaders: { 'content-type': 'multipart/form-data; boundary=----x' },
    });
    expect(curlOf(entry, ORIGIN).split(' \\\n  ').slice(1)).toEqual([
      `-F 'productId=P1001'`,
      `-F 'problemImage=@shot.png;type=image/png'`,
    ]);
  });

  it('quotes what a shell would read: quotes, spaces, $ and ; in values', () => {
    const entry = logEntry({ body: { note: "it's $HOME; rm -rf /" } });
    expect(curlOf(entry, ORIGIN)).toContain(`--data-urlencode 'note=it'\\''s $HOME; rm -rf /'`);
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it('sends each value of a repeated field, and names a body the log cut short as a file to supply', () => {
    expect(curlOf(logEntry({ body: { id: ['1', '2'] } }), ORIGIN)).toContain(
      `--data-urlencode 'id=1' \\\n  --data-urlencode 'id=2'`,
    );
    expect(curlOf(logEntry({ body: { truncated: '{"a":…', chars: 9000 } }), ORIGIN)).toContain(
      '--data-binary @request-body.txt',
    );
  });
});
