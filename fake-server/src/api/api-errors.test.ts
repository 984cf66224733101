import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UploadProblemImgBody,
  UploadProblemImgQueryParams,
  UploadProblemImgResponse,
} from '../../../openapi/generated/zod/complaint/complaint.zod.ts';
import {
  GetServiceContactsBody,
  GetServiceContactsQueryParams,
  GetServiceContactsResponse,
} from '../../../openapi/generated/zod/service/service.zod.ts';
import { createFakeServer } from '../fake-server.ts';
import { operations } from '../registry.ts';
import { controlsIn } from '../test-support/terminal-controls.ts';
import { FIXED_NOW, testApp } from '../test-support/test-kit.ts';
import { apiErrorHandler } from './api-errors.ts';
import { defineOperation, ok } from './operation.ts';

/** A multipart operation of the contract, so the upload handling is tested whoever builds the group. */
const upload = defineOperation({
  operationId: 'uploadProblemImg',
  writes: [],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/upload-problem-img',
  envelope: 'plain',
  query: UploadProblemImgQueryParams,
  body: UploadProblemImgBody,
  response: UploadProblemImgResponse,
  upload: { field: 'problemImage', maxBytes: 1024, accept: 'image' },
  examples: () => [],
  handle: ({ file }) => ok({ url: `/__fake/uploads/${file?.originalName ?? ''}` }),
});

/** The contact-info operation with a handler of the test's own (it takes a form body, answers JSON). */
function serviceContacts(
  handle: () => ReturnType<typeof ok<{ email: string; smWa: string }>>,
): ReturnType<typeof defineOperation> {
  return defineOperation({
    operationId: 'getServiceContacts',
    writes: [],
    tag: 'service',
    method: 'post',
    path: '/spoken/personal-center/contact-kf-info',
    envelope: 'plain',
    query: GetServiceContactsQueryParams,
    body: GetServiceContactsBody,
    response: GetServiceContactsResponse,
    examples: () => [],
    handle,
  });
}

const throwing = serviceContacts(() => {
  throw new Error('boom');
});

/** A crash whose message names a file by its absolute path, as Node's own errors do. */
const crashingOnAFile = serviceContacts(() => {
  throw new TypeError(`cannot read '${process.cwd()}/.fake/secrets.json'`);
});

// A cast on purpose: this handler answers data the contract forbids (smWa is missing).
const breaksContract = serviceContacts(() => ok({ email: 'x' } as { email: string; smWa: string }));

const png = Buffer.from('89504e470d0a1a0a', 'hex');

describe('API errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers an unknown path under an API prefix with HTTP 404 and an envelope naming it', async () => {
    const app = testApp();
    const flagged = await request(app).post('/v3/loan-details/nope');
    expect(flagged.status).toBe(404);
    expect(flagged.body).toEqual({
      code: '404',
      success: false,
      data: null,
      message: expect.stringContaining('/v3/loan-details/nope'),
    });
    const plain = await request(app).get('/api/v2/youmi/unknown');
    expect(plain.body).toEqual({
      code: '404',
      data: null,
      message: expect.stringContaining('/api/v2/youmi/unknown'),
    });
  });

  it('says which method a known path takes', async () => {
    const res = await request(testApp()).get('/v3/loan-details/loan-details');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('takes POST');
  });

  it('answers a non-API unknown path with plain text pointing at the QA page', async () => {
    const res = await request(testApp()).get('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.text).toContain('/__fake');
  });

  it('answers a form body over 100 kB with a 413 envelope, not a crash', async () => {
    const res = await request(testApp())
      .post('/v3/loan-details/loan-details')
      .type('form')
      .send({ productId: 'P1001', orderId: 'x'.repeat(200_000) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '413', success: false, data: null });
  });

  it('answers too many form fields with a 413 envelope and an unknown charset with 415', async () => {
    const app = testApp();
    const many = Array.from({ length: 1200 }, (_, index) => `f${index}=1`).join('&');
    const tooMany = await request(app).post('/service/event/save').type('form').send(many);
    expect(tooMany.body.code).toBe('413');
    const charset = await request(app)
      .post('/service/event/save')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=klingon')
      .send('productId=P1');
    expect(charset.body.code).toBe('415');
  });

  describe('uploads', () => {
    const app = testApp({
      operations: [...operations.filter((operation) => operation.operationId !== 'uploadProblemImg'), upload],
    });

    it('accepts an image', async () => {
      const res = await request(app)
        .post(upload.path)
        .attach('problemImage', png, { filename: 'a.png', contentType: 'image/png' });
      expect(res.body).toEqual({ code: '00', message: 'success', data: { url: '/__fake/uploads/a.png' } });
    });

    it('answers 415 for a file that is not an image', async () => {
      const res = await request(app)
        .post(upload.path)
        .attach('problemImage', Buffer.from('%PDF'), { filename: 'a.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: '415',
        data: null,
        message: expect.stringMatching(/^problemImage: 'a\.pdf' is application\/pdf, not an image/),
      });
    });

    it('takes 10 text fields of 10 kB beside the image, and answers 413 past either, naming the limit', async () => {
      const withFields = (count: number, bytes: number) => {
        const call = request(app).post(upload.path);
        for (let index = 0; index < count; index++) call.field(`note${index}`, 'x'.repeat(bytes));
        return call.attach('problemImage', png, { filename: 'a.png', contentType: 'image/png' });
      };
      expect((await withFields(10, 10 * 1024)).body.code).toBe('00');
      expect((await withFields(11, 1)).body).toEqual({
        code: '413',
        data: null,
        message: 'The upload has more than 10 text fields beside its image; send only the documented ones.',
      });
      expect((await withFields(1, 10 * 1024 + 1)).body).toEqual({
        code: '413',
        data: null,
        message: 'note0: a text field of an upload may have at most 10 kB; send less text.',
      });
    });

    it('answers 413 for an image over the limit', async () => {
      const res = await request(app)
        .post(upload.path)
        .attach('problemImage', Buffer.alloc(4096), { filename: 'big.png', contentType: 'image/png' });
      expect(res.body).toMatchObject({ code: '413', message: expect.stringMatching(/^problemImage: /) });
    });

    it('answers 400 naming the field for a missing file, a wrong field and a malformed body', async () => {
      const missing = await request(app).post(upload.path).field('x', '1');
      expect(missing.body).toMatchObject({ code: '400', message: expect.stringMatching(/^problemImage: /) });
      const wrong = await request(app)
        .post(upload.path)
        .attach('photo', png, { filename: 'a.png', contentType: 'image/png' });
      expect(wrong.body).toMatchObject({
        code: '400',
        message: expect.stringContaining("send one image as 'problemImage'"),
      });
      const malformed = await request(app)
        .post(upload.path)
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send(
          '--xyz\r\nContent-Disposition: form-data; name="problemImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
        );
      expect(malformed.status).toBe(200);
      expect(malformed.body.code).toBe('400');
    });
  });

  it('answers a handler crash with a 500 envelope that names the operation to fix', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = testApp({ operations: [throwing] });
    const res = await request(app).post(throwing.path).type('form').send({ type: '1' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      code: '500',
      data: null,
      message: expect.stringContaining('fake-server/src/groups/service/operations.ts'),
    });
  });

  it("answers a handler crash with the operation, the error's name and message, no stack and no file path; the console gets one line with the stack", async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = testApp({ operations: [crashingOnAFile] });
    const res = await request(app)
      .post(throwing.path)
      .query({ sessionId: 'qa\u001b]0;x\u0007' })
      .type('form')
      .send({ type: '1' });
    const message =
      "Fake server bug in getServiceContacts: TypeError: cannot read '…/secrets.json' (the stack is in the fake server's console). Fix fake-server/src/groups/service/operations.ts.";
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: '500', data: null, message });
    const logged = await request(app).get('/__fake/requests').query({ sessionId: 'qa\u001b]0;x\u0007' });
    expect(logged.body.requests.at(-1)).toMatchObject({ httpStatus: 500, code: '500', message });
    expect(printed).toHaveBeenCalledTimes(1);
    const line = String(printed.mock.calls[0]?.[0]);
    expect(line).toMatch(
      /^fake-server: bug in getServiceContacts \(sandbox 'qa\\u001b\]0;x\\u0007'\): TypeError: /,
    );
    expect(line).toContain('\\n    at ');
    expect(controlsIn(line)).toEqual([]);
  });

  it("answers a route's unexpected error with the path and the error, no stack; the console gets the stack", async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = express()
      .post('/v3/broken/:what', (req) => {
        throw new Error(`lost ${req.params.what} at ${process.cwd()}/fake-server/src/x.ts:3:7`);
      })
      .use(apiErrorHandler(createFakeServer({ seed: 1, now: () => FIXED_NOW })));
    const res = await request(app).post('/v3/broken/a%0Ab');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: '500',
      success: false,
      data: null,
      message:
        "Fake server bug on POST /v3/broken/a%0Ab: Error: lost a\nb at …/x.ts:3:7 (the stack is in the fake server's console).",
    });
    expect(printed).toHaveBeenCalledTimes(1);
    const line = String(printed.mock.calls[0]?.[0]);
    expect(line).toMatch(/^fake-server: bug in POST \/v3\/broken\/a%0Ab: Error: lost a\\nb at .*\\n {4}at /);
    expect(controlsIn(line)).toEqual([]);
  });

  it('turns an answer that breaks the contract into a 500 when responses are checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = testApp({ operations: [breaksContract] });
    const res = await request(app).post(breaksContract.path).type('form').send({ type: '1' });
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('breaks the contract');
    const unchecked = await request(testApp({ operations: [breaksContract], checkResponses: false }))
      .post(breaksContract.path)
      .type('form')
      .send({ type: '1' });
    expect(unchecked.body).toEqual({ code: '00', message: 'success', data: { email: 'x' } });
  });
});
