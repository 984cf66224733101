import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalText } from '../../src/api/terminal-text.ts';
import {
  readCurlArguments,
  readShellWords,
  runThroughShell,
  type SentPart,
} from '../../src/test-support/curl-argv.ts';
import { curlOf, shellQuote, TRUNCATED_BODY_FILE, uploadPlaceholder } from './log-curl.ts';
import { logEntry } from './log-test-entry.ts';

const ORIGIN = 'http://127.0.0.1:4010';
const MULTIPART = { 'content-type': 'multipart/form-data; boundary=----x' };

describe('curlOf', () => {
  it('sends a form POST again: method, URL with its sandbox, content type, each field URL-encoded here', () => {
    expect(
      curlOf(
        logEntry({ requestHeaders: { 'content-type': 'application/x-www-form-urlencoded', building: 'b1' } }),
        ORIGIN,
      ),
    ).toBe(
      [
        `curl --globoff -X POST 'http://127.0.0.1:4010/v3/loan-details/loan-details?sessionId=qa'`,
        `-H 'content-type: application/x-www-form-urlencoded'`,
        `-H 'building: b1'`,
        `--data-raw 'productId=P1001'`,
        `--data-raw 'orderId=ORD21'`,
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
      `curl --globoff -X GET 'http://127.0.0.1:4010/spoken/card-init?sessionId=qa&productId=P1001' \\\n  -H 'accept: application/json'`,
    );
  });

  it('sends an upload as multipart: text fields literally, a placeholder file under the logged name and type', () => {
    const entry = logEntry({
      body: { productId: 'P1001', problemImage: { file: 'shot.png', mimeType: 'image/png', size: 2048 } },
      requestHeaders: MULTIPART,
    });
    expect(curlOf(entry, ORIGIN).split(' \\\n  ').slice(1)).toEqual([
      `--form-string 'productId=P1001'`,
      `-F 'problemImage=@upload.png;type=image/png;filename="shot.png"'`,
    ]);
  });

  it('quotes what a shell would read: quotes, spaces, $ and ; in values', () => {
    const entry = logEntry({ body: { note: "it's $HOME; rm -rf /" }, requestHeaders: MULTIPART });
    expect(curlOf(entry, ORIGIN)).toContain(`--form-string 'note=it'\\''s $HOME; rm -rf /'`);
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
  });

  it('reads no file a logged value names: < and @ values, ;headers=@ in a file name, @file headers', () => {
    const entry = logEntry({
      body: {
        avatar: '</home/ann/.netrc',
        note: '@.netrc',
        problemImage: { file: 'x.png;headers=@.netrc', mimeType: 'image/png;headers=@.netrc', size: 1 },
      },
      requestHeaders: { ...MULTIPART, building: '@.netrc' },
    });
    const command = curlOf(entry, ORIGIN);
    expect(command.split(' \\\n  ').slice(1)).toEqual([
      `-H 'building: @.netrc'`,
      `--form-string 'avatar=</home/ann/.netrc'`,
      `--form-string 'note=@.netrc'`,
      `-F 'problemImage=@upload.img;filename="x.png;headers=@.netrc"'`,
    ]);
    expect(command.split('\n')[0]).toBe(
      "# Not sent, as curl cannot send it as logged: the type 'image/png;headers=@.netrc' of the file 'x.png;headers=@.netrc'.",
    );
  });

  it('sends a phone’s file name in its own letters (the log reads the bytes as Latin-1), and names what it leaves out', () => {
    const entry = logEntry({
      body: {
        'a=b': '1',
        x: 'nul\u0000',
        problemImage: { file: 'cafÃ©.png', mimeType: 'image/jpeg', size: 1 },
      },
      requestHeaders: MULTIPART,
    });
    const command = curlOf(entry, ORIGIN);
    expect(command).toContain(`-F 'problemImage=@upload.jpg;type=image/jpeg;filename="café.png"'`);
    expect(command.split('\n')[0]).toBe(
      "# Not sent, as curl cannot send it as logged: field 'a=b' (its name); field 'x' (a NUL in its value).",
    );
  });

  it('sends each value of a repeated field, and names a body the log cut short as a file to supply', () => {
    expect(curlOf(logEntry({ body: { id: ['1', '2'] } }), ORIGIN)).toContain(
      `--data-raw 'id=1' \\\n  --data-raw 'id=2'`,
    );
    expect(curlOf(logEntry({ body: { truncated: '{"a":…', chars: 9000 } }), ORIGIN)).toContain(
      `--data-binary @${TRUNCATED_BODY_FILE}`,
    );
  });
});

/** Names and values a client may choose: what curl, a shell or a URL parser would read into. */
const hostileText = fc.oneof(
  fc.constantFrom('P1001', '<file', '@.netrc', '</etc/passwd', 'a;type=text/html', 'x.png;headers=@.netrc'),
  fc.constantFrom('{a,b}', '[1-9]', "it's", '"q"', 'back\\slash', '%22', '%0A', 'a=b', 'a&b', '+', 'Ã©'),
  fc.constantFrom('', ' ', '$(id)', '`id`', '\n', '\r\n', '\t', 'caf\u00e9', '\u{1f600}', '\u0000', '-F'),
  fc.string({ unit: 'binary', maxLength: 12 }).map((text) => text.toWellFormed()),
);

const hostileParts = fc.array(
  fc.tuple(hostileText, fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 }))),
  {
    maxLength: 5,
  },
);

const loggedFile = fc.record({
  field: hostileText,
  file: fc.oneof(hostileText, fc.constantFrom('shot.png', '../../.ssh/id_rsa', '/etc/passwd', 'cafÃ©.png')),
  mimeType: fc.oneof(fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml'), hostileText),
});

/** Printable ASCII, as Node hands a request's target to the log. */
const loggedUrl = fc
  .string({
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 30,
  })
  .map((rest) => `/spoken/user-problem/upload-problem-img?sessionId=${rest}`);

const loggedCall = fc.record({
  multipart: fc.boolean(),
  fields: hostileParts,
  file: fc.option(loggedFile, { nil: undefined }),
  url: loggedUrl,
  building: fc.option(hostileText, { nil: undefined }),
});

/** The logged body's parts in order, a repeated field once per value, as the server would read them. */
function loggedParts(body: Record<string, unknown>): SentPart[] {
  return Object.entries(body).flatMap(([name, value]): SentPart[] => {
    if (Array.isArray(value)) return value.map((item) => ({ name, value: String(item) }));
    if (typeof value === 'object' && value !== null) {
      const { file, mimeType } = value as { file: string; mimeType: string };
      return [{ name, file, type: mimeType }];
    }
    return [{ name, value: String(value) }];
  });
}

/** A logged call made of `loggedCall`'s parts. */
function entryOf({
  multipart,
  fields,
  file,
  url,
  building,
}: typeof loggedCall extends fc.Arbitrary<infer T> ? T : never) {
  const body: Record<string, unknown> = Object.fromEntries(fields);
  if (file !== undefined) body[file.field] = { file: file.file, mimeType: file.mimeType, size: 9 };
  const requestHeaders: Record<string, string> = {
    'content-type': multipart ? MULTIPART['content-type'] : 'application/x-www-form-urlencoded',
    ...(building === undefined ? {} : { building }),
  };
  return logEntry({ url, body, requestHeaders });
}

describe('curlOf on hostile calls, as curl reads the command', () => {
  it('reads no file but its own placeholder, globs nothing, and sends each logged value exactly or names it as not sent', () => {
    fc.assert(
      fc.property(loggedCall, (call) => {
        const { file, url, building, multipart } = call;
        const entry = entryOf(call);
        const body = entry.body as Record<string, unknown>;
        const command = curlOf(entry, ORIGIN);
        const [program, ...argumentWords] = readShellWords(command);
        expect(program).toBe('curl');
        const sent = readCurlArguments(argumentWords);
        const notSent = command.startsWith('#') ? (command.split('\n')[0] ?? '') : '';

        expect(sent).toMatchObject({ globoff: true, method: 'POST', url: `${ORIGIN}${url}` });
        const placeholder = file === undefined ? undefined : uploadPlaceholder(file.mimeType);
        for (const read of sent.filesRead) expect(read).toBe(placeholder);
        expect(sent.filesRead.length).toBeLessThanOrEqual(1);

        const logged = loggedParts(body);
        if (!multipart && file === undefined) {
          // URL-encoded: every field is sent, whatever it holds.
          expect(sent.form).toEqual(logged.map((part) => [part.name, 'value' in part ? part.value : '']));
        } else {
          // Multipart: each part is sent as logged, or named on the comment line (a file maybe without its type).
          const named = (text: string) => `'${terminalText(text)}'`;
          const expected = logged.flatMap((part): SentPart[] => {
            if (!('file' in part)) {
              const nul =
                part.value.includes('\u0000') &&
                notSent.includes(`field ${named(part.name)} (a NUL in its value)`);
              return nul || notSent.includes(`field ${named(part.name)} (its name)`) ? [] : [part];
            }
            if (notSent.includes(`of field ${named(part.name)} (its name)`)) return [];
            const typeLeftOut = notSent.includes(
              `the type ${named(part.type ?? '')} of the file ${named(part.file)}`,
            );
            return [typeLeftOut ? { name: part.name, file: part.file } : part];
          });
          expect(sent.multipart).toEqual(expected);
          expect(sent.filesRead).toEqual(expected.some((part) => 'file' in part) ? [placeholder] : []);
        }
        const sentBuilding = sent.headers.find(([name]) => name === 'building');
        if (building !== undefined)
          expect(sentBuilding?.[1] ?? notSent).toBe(sentBuilding ? building : notSent);
        if (building !== undefined && sentBuilding === undefined)
          expect(notSent).toContain(`header 'building'`);
      }),
      { seed: 36, numRuns: 300 },
    );
  });

  it('is read as a real sh reads it (a stand-in curl prints the arguments it gets)', () => {
    const commands = fc
      .sample(loggedCall, { seed: 37, numRuns: 200 })
      .map((call) => curlOf(entryOf(call), ORIGIN));
    const fromShell = runThroughShell(commands);
    expect(fromShell).toEqual(commands.map((command) => readShellWords(command).slice(1)));
  });
});
