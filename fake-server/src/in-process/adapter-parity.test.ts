import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation, OperationExample } from '../api/operation.ts';
import type { FaultInput } from '../scenarios/faults.ts';
import { examplesOf, FIXED_NOW, testApp } from '../test-support/test-kit.ts';
import { inProcessFakeWorld } from './in-process-world.ts';

// The in-process adapter must answer exactly as the Express server does: same HTTP status,
// content type and body, for every operation's examples and for the bad inputs below. Both start
// from seed 1 at the same pinned clock and receive the same calls in the same order.

const ORIGIN = 'http://api.parity.test';
const express = testApp({ publicOrigin: ORIGIN });
const world = inProcessFakeWorld({
  origin: ORIGIN,
  now: () => FIXED_NOW,
  slowNetworkMs: 30,
  timeoutMs: 60,
});

beforeAll(() => world.msw.listen({ onUnhandledFrame: 'bypass' }));
afterAll(() => world.close());

interface Heard {
  status: number | 'network error';
  contentType: string | null;
  body: string;
}

/** One call, described as text once: the path with its query, and the body to send. */
interface Call {
  method: 'GET' | 'POST';
  url: string;
  form?: Record<string, string>;
  file?: NonNullable<OperationExample['file']>;
  /** A raw body of another type (the content-type hint of validation). */
  text?: { type: string; body: string };
}

function callOf(operation: Operation, example: OperationExample, sessionId: string): Call {
  const query = new URLSearchParams({ ...example.query, sessionId }).toString();
  const method = operation.method === 'get' ? 'GET' : 'POST';
  return { method, url: `${operation.path}?${query}`, form: example.body, file: example.file };
}

async function viaExpress(call: Call): Promise<Heard> {
  let test = call.method === 'GET' ? request(express).get(call.url) : request(express).post(call.url);
  if (call.file !== undefined) {
    for (const [key, value] of Object.entries(call.form ?? {})) test = test.field(key, value);
    test = test.attach(call.file.field, call.file.content, {
      filename: call.file.filename,
      contentType: call.file.contentType,
    });
  } else if (call.text !== undefined) test = test.type(call.text.type).send(call.text.body);
  else if (call.method === 'POST') test = test.type('form').send(call.form ?? {});
  try {
    const response = await test.buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => done(null, text));
    });
    return {
      status: response.status,
      contentType: response.headers['content-type'] ?? null,
      body: String(response.body),
    };
  } catch {
    return { status: 'network error', contentType: null, body: '' };
  }
}

async function viaMsw(call: Call): Promise<Heard> {
  let body: RequestInit['body'];
  const headers = new Headers();
  if (call.file !== undefined) {
    const form = new FormData();
    for (const [key, value] of Object.entries(call.form ?? {})) form.append(key, value);
    form.append(
      call.file.field,
      new Blob([new Uint8Array(call.file.content)], { type: call.file.contentType }),
      call.file.filename,
    );
    body = form;
  } else if (call.text !== undefined) {
    headers.set('content-type', call.text.type);
    body = call.text.body;
  } else if (call.method === 'POST') body = new URLSearchParams(call.form ?? {});
  try {
    const response = await fetch(`${ORIGIN}${call.url}`, { method: call.method, headers, body });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
  } catch {
    return { status: 'network error', contentType: null, body: '' };
  }
}

/** Secrets that are random by design (a new captcha picture, a new SMS code): not compared. */
function withoutSecrets(heard: Heard): Heard {
  const body = heard.body.startsWith('<svg')
    ? '<svg> (a random captcha picture)'
    : heard.body.replace(/fake SMS code: \d{6}/, 'fake SMS code: (random)');
  return { ...heard, body };
}

async function expectSameAnswer(call: Call): Promise<Heard> {
  const fromExpress = withoutSecrets(await viaExpress(call));
  const fromMsw = withoutSecrets(await viaMsw(call));
  expect(fromMsw, `${call.method} ${call.url}`).toEqual(fromExpress);
  return fromExpress;
}

/** A QA switch made on both servers: the QA API on Express, the same function in-process. */
async function bothFault(fault: FaultInput, sessionId: string): Promise<void> {
  await request(express).post(`/__fake/faults?sessionId=${sessionId}`).send(fault).expect(201);
  world.addFault(fault, sessionId);
}

async function bothScenario(name: string, sessionId: string): Promise<void> {
  await request(express).post(`/__fake/scenario?sessionId=${sessionId}`).send({ name }).expect(200);
  world.setScenario(name, sessionId);
}

const operations = world.server.operations;

describe('the in-process adapter answers as Express does', () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s, every example',
    async (_id, operation) => {
      for (const example of examplesOf(operation)) {
        await expectSameAnswer(callOf(operation, example, 'parity-examples'));
      }
    },
  );

  it('refuses the same invalid input with the same message (and the content-type hint)', async () => {
    const post = operations.find((operation) => operation.method === 'post' && !operation.upload);
    if (post === undefined) throw new Error('no form operation in the registry');
    const empty = await expectSameAnswer({ method: 'POST', url: `${post.path}?sessionId=bad`, form: {} });
    expect(empty.body).toContain('"code":"400"');
    const json = await expectSameAnswer({
      method: 'POST',
      url: `${post.path}?sessionId=bad`,
      text: { type: 'application/json', body: '{}' },
    });
    expect(json.body).toContain('send the body as application/x-www-form-urlencoded');
  });

  it('refuses the same uploads: not an image, too large, in another field', async () => {
    const upload = operations.find((operation) => operation.upload !== undefined);
    const example = upload && examplesOf(upload).find((candidate) => candidate.file !== undefined);
    if (upload?.upload === undefined || example?.file === undefined) throw new Error('no upload example');
    const call = callOf(upload, example, 'parity-uploads');
    const text = { ...example.file, filename: 'notes.txt', contentType: 'text/plain' };
    expect((await expectSameAnswer({ ...call, file: text })).body).toContain('not an image');
    const huge = { ...example.file, content: Buffer.alloc(upload.upload.maxBytes + 1) };
    expect((await expectSameAnswer({ ...call, file: huge })).body).toContain('"code":"413"');
    const elsewhere = { ...example.file, field: 'somethingElse' };
    expect((await expectSameAnswer({ ...call, file: elsewhere })).body).toContain('unexpected file field');
  });

  it('answers an unknown path and a wrong method with the same 404 envelope', async () => {
    const unknown = await expectSameAnswer({ method: 'GET', url: '/v3/no-such-operation?sessionId=bad' });
    expect(unknown.status).toBe(404);
    const post = operations.find((operation) => operation.method === 'post');
    if (post === undefined) throw new Error('no POST operation in the registry');
    const wrongMethod = await expectSameAnswer({ method: 'GET', url: `${post.path}?sessionId=bad` });
    expect(wrongMethod.body).toContain('is not an operation');
  });

  it('refuses a reserved sandbox name the same way', async () => {
    const get = operations.find((operation) => operation.method === 'get');
    if (get === undefined) throw new Error('no GET operation in the registry');
    const example = examplesOf(get)[0] ?? {};
    const query = new URLSearchParams({ ...example.query, sessionId: '__proto__' });
    const refused = await expectSameAnswer({ method: 'GET', url: `${get.path}?${query}` });
    expect(refused.body).toContain('is reserved');
  });

  it('injects the same fault: an error code, an HTTP status, a dropped connection', async () => {
    const [first] = operations;
    if (first === undefined) throw new Error('empty registry');
    const call = callOf(first, examplesOf(first)[0] ?? {}, 'parity-faults');
    await bothFault({ operationId: first.operationId, code: '9001', message: 'Injected.' }, 'parity-faults');
    expect((await expectSameAnswer(call)).body).toContain('Injected.');
    await bothFault({ operationId: first.operationId, httpStatus: 503 }, 'parity-faults');
    expect((await expectSameAnswer(call)).status).toBe(503);
    await bothFault({ operationId: first.operationId, drop: true }, 'parity-faults');
    expect((await expectSameAnswer(call)).status).toBe('network error');
  });

  it('plays the same scenario, delayed ones included', async () => {
    const [first] = operations;
    if (first === undefined) throw new Error('empty registry');
    const call = callOf(first, examplesOf(first)[0] ?? {}, 'parity-scenario');
    await bothScenario('server-error', 'parity-scenario');
    expect((await expectSameAnswer(call)).body).toContain('The server is busy');
    await bothScenario('slow-network', 'parity-scenario');
    expect((await expectSameAnswer(call)).status).toBe(200);
  });
});
