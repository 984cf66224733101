import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../test-support/test-kit.ts';
import { SAMPLE_PNG } from './sample-images.ts';

interface Row {
  orderNo: string;
  isShow: number;
  status: string;
}

function upload(
  app: ReturnType<typeof testApp>,
  content: Buffer,
  filename: string,
  contentType: string,
  sessionId?: string,
) {
  return call(
    app,
    'uploadProblemImg',
    { file: { field: 'problemImage', filename, contentType, content } },
    sessionId,
  );
}

describe('problemInit', () => {
  it('lists collection first with its sub-types, and the orders with isShow 1 only for due and overdue ones', async () => {
    const res = await call(testApp(), 'problemInit', { body: {} });
    expect(res.body.code).toBe('00');
    const data = res.body.data;
    expect(data.problemType[0]).toEqual({ title: 'Collection', value: 1 });
    expect(data.problemType.length).toBeGreaterThanOrEqual(4);
    expect(data.problemSonType.length).toBeGreaterThan(2);
    const byId = new Map<string, Row>(data.orderList.map((row: Row) => [row.orderNo, row]));
    expect(byId.get('ORD174')).toMatchObject({ isShow: 1, status: 'Due' });
    expect(byId.get('ORD180')).toMatchObject({ isShow: 1, status: 'Overdue' });
    expect(byId.get('ORD21')?.isShow).toBe(0);
    expect(byId.get('ORD200')?.isShow).toBe(0);
    // Without an orderId the latest order is selected.
    expect(data.orderDetail).toEqual(data.orderList[0]);
    expect(data.orderDetail.productLogo).toMatch(/^\/__fake\/assets\/p\d{4}\.svg$/);
    expect(data.orderDetail.list.map((row: { title: string }) => row.title)).toContain('Loan amount');
  });

  it('selects the given order, and a freshly pushed loan is the latest', async () => {
    const app = testApp();
    const given = await call(app, 'problemInit', { body: { orderId: 'ORD180R' } });
    expect(given.body.data.orderDetail).toMatchObject({ orderNo: 'ORD180R', isShow: 1 });
    await call(app, 'pushLoan', {
      body: { productId: 'P1001', amount: '500000', periods: '91', termUnit: '1' },
    });
    const latest = await call(app, 'problemInit', { body: {} });
    expect(latest.body.data.orderDetail).toMatchObject({
      orderNo: 'ORD1001',
      status: 'Under review',
      isShow: 0,
    });
  });

  it('answers 404 for an unknown order', async () => {
    const res = await call(testApp(), 'problemInit', { body: { orderId: 'ORD999' } });
    expect(res.body).toEqual({ code: '404', message: expect.stringContaining('ORD999'), data: null });
  });
});

describe('uploadProblemImg', () => {
  it('stores the image and serves it at the answered URL, under the sandbox', async () => {
    const app = testApp();
    const res = await upload(app, SAMPLE_PNG, 'receipt.png', 'image/png', 'qa-upload');
    expect(res.body).toEqual({
      code: '00',
      message: 'Upload succeeded!',
      data: { url: '/__fake/uploads/qa-upload/U1.png' },
    });
    const image = await request(app).get(res.body.data.url);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, SAMPLE_PNG)).toBe(0);
    // Another sandbox has no such upload.
    expect((await request(app).get('/__fake/uploads/other/U1.png')).status).toBe(404);
  });

  it('answers 415 for a non-image, also one that only claims to be an image', async () => {
    const app = testApp();
    const text = await upload(app, Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(text.body).toMatchObject({ code: '415', data: null });
    const disguised = await upload(app, Buffer.from('not really a png'), 'fake.png', 'image/png');
    expect(disguised.body).toEqual({
      code: '415',
      message: expect.stringMatching(/^problemImage: 'fake\.png' is not/),
      data: null,
    });
  });

  it('answers 413 above 5 MB', async () => {
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(testApp(), big, 'huge.png', 'image/png');
    expect(res.body).toMatchObject({ code: '413', message: expect.stringContaining('5 MB'), data: null });
  });
});

describe('problemSave', () => {
  const save = (app: ReturnType<typeof testApp>, body: Record<string, string>) =>
    call(app, 'problemSave', { body });

  it('files a complaint that then shows in the list and the details', async () => {
    const app = testApp();
    const image = await upload(app, SAMPLE_PNG, 'a.png', 'image/png');
    const saved = await save(app, {
      problemType: '1',
      problemSonType: '2',
      problemDetail: 'They call my sister every morning.',
      problemImage: image.body.data.url,
      orderNo: 'ORD180',
    });
    expect(saved.body).toEqual({ code: '00', message: 'Successfully Sent', data: { problemId: 'CP1006' } });
    const list = await call(app, 'problemList');
    const processing = list.body.data.tabs[0];
    expect(processing.title).toBe('Processing');
    expect(processing.list[0]).toEqual({
      id: 'CP1006',
      time: '2026-03-10 09:00:00',
      type: 'Collection',
      content: 'They call my sister every morning.',
    });
    const detail = await call(app, 'problemDetail', { body: { problemId: 'CP1006' } });
    expect(detail.body.data).toEqual({
      type: 'Collection',
      sonType: 'Contacted my family or friends',
      problemId: 'CP1006',
      content: 'They call my sister every morning.',
      images: ['/__fake/uploads/default/U1.png'],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('takes a type without sub-types as the complaint page sends it: problemSonType empty', async () => {
    const app = testApp();
    const saved = await save(app, {
      problemType: '3',
      problemSonType: '',
      problemDetail: 'I cannot change my phone number.',
      problemImage: '',
      orderNo: 'ORD21',
    });
    expect(saved.body).toMatchObject({ code: '00', data: { problemId: 'CP1006' } });
    const detail = await call(app, 'problemDetail', { body: { problemId: 'CP1006' } });
    expect(detail.body.data).toMatchObject({ sonType: '', images: [] });
    // Collection still needs its sub-type.
    const refused = await save(app, {
      problemType: '1',
      problemSonType: '',
      problemDetail: 'x',
      orderNo: 'ORD180',
    });
    expect(refused.body.code).toBe('400');
  });

  it("refuses collection on an order whose isShow is 0 with the spec's message", async () => {
    const res = await save(testApp(), {
      problemType: '1',
      problemSonType: '1',
      problemDetail: 'x',
      orderNo: 'ORD200',
    });
    expect(res.body).toEqual({
      code: '400',
      message: 'The selected order does not support sending collection types',
      data: null,
    });
  });

  it('refuses collection without a sub-type or without an order', async () => {
    const app = testApp();
    const noSubType = await save(app, {
      problemType: '1',
      problemSonType: '0',
      problemDetail: 'x',
      orderNo: 'ORD180',
    });
    // The contract's conditional rule (a oneOf beside the body's fields) refuses it, naming the field.
    expect(noSubType.body).toMatchObject({ code: '400', message: 'problemSonType: must be at least 1' });
    const noOrder = await save(app, { problemType: '1', problemSonType: '1', problemDetail: 'x' });
    // zod reports the other branch here (type 1 is not an other type): the rule still refuses it.
    expect(noOrder.body).toMatchObject({ code: '400', message: expect.stringMatching(/^problemType: /) });
  });

  it('lets other types go straight on without an order, but not with a sub-type', async () => {
    const app = testApp();
    expect((await save(app, { problemType: '4', problemDetail: 'Crashes on start.' })).body.code).toBe('00');
    const withSub = await save(app, { problemType: '4', problemSonType: '2', problemDetail: 'x' });
    expect(withSub.body).toMatchObject({ code: '400', message: 'problemSonType: must be at most 0' });
    const unknown = await save(app, { problemType: '9', problemDetail: 'x' });
    expect(unknown.body.message).toMatch(/^problemType: unknown type 9; the types are 1 Collection/);
  });

  it('checks the description: 1 to 200 characters, not blank', async () => {
    const app = testApp();
    const long = await save(app, { problemType: '5', problemDetail: 'x'.repeat(201) });
    expect(long.body).toMatchObject({
      code: '400',
      message: 'problemDetail: must have at most 200 characters',
    });
    expect((await save(app, { problemType: '5', problemDetail: 'x'.repeat(200) })).body.code).toBe('00');
    const blank = await save(app, { problemType: '5', problemDetail: '   ' });
    expect(blank.body.message).toBe('problemDetail: Please fill in your comments and suggestions');
  });

  it('takes at most 9 image URLs', async () => {
    const app = testApp();
    const urls = (count: number) =>
      Array.from({ length: count }, (_, index) => `/__fake/uploads/default/U${index}.png`).join(',');
    const ten = await save(app, { problemType: '5', problemDetail: 'x', problemImage: urls(10) });
    expect(ten.body.message).toBe('problemImage: at most 9 images, got 10');
    expect((await save(app, { problemType: '5', problemDetail: 'x', problemImage: urls(9) })).body.code).toBe(
      '00',
    );
    const notUrl = await save(app, { problemType: '5', problemDetail: 'x', problemImage: 'a b' });
    expect(notUrl.body.message).toMatch(/^problemImage: image 1 is not a URL/);
  });
});

describe('problemList', () => {
  it('answers Processing and Processed tabs, each newest first', async () => {
    const res = await call(testApp(), 'problemList');
    const [processing, processed] = res.body.data.tabs;
    expect(processing.list.map((item: { id: string }) => item.id)).toEqual(['CP1005', 'CP1003']);
    expect(processed.title).toBe('Processed');
    expect(processed.list.map((item: { id: string }) => item.id)).toEqual(['CP1004', 'CP1001', 'CP1002']);
    const times = processed.list.map((item: { time: string }) => item.time);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('problemDetail', () => {
  it('answers a replied complaint with reply images, waiting for a rating', async () => {
    const app = testApp();
    const res = await call(app, 'problemDetail', { body: { problemId: 'CP1001' } });
    const data = res.body.data;
    expect(data).toMatchObject({
      type: 'Collection',
      sonType: 'Rude or threatening language',
      isNeedScore: 1,
    });
    expect(data.disposeDetail).not.toBe('');
    expect(data.images).toHaveLength(2);
    expect(data.disposeImages).toHaveLength(1);
    const image = await request(app).get(data.disposeImages[0]);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/svg+xml');
  });

  it('answers a complaint without a reply with empty reply fields', async () => {
    const res = await call(testApp(), 'problemDetail', { body: { problemId: 'CP1003' } });
    expect(res.body.data).toMatchObject({
      type: 'App problem',
      sonType: '',
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    });
  });

  it('answers 404 for an unknown complaint', async () => {
    const res = await call(testApp(), 'problemDetail', { body: { problemId: 'CP9' } });
    expect(res.body).toEqual({ code: '404', message: expect.stringContaining('CP9'), data: null });
  });
});

describe('saveScore', () => {
  it('records the rating once and clears isNeedScore', async () => {
    const app = testApp();
    const res = await call(app, 'saveScore', { body: { score: '4', problemId: 'CP1004' } });
    expect(res.body).toEqual({ code: '00', message: expect.any(String), data: {} });
    const detail = await call(app, 'problemDetail', { body: { problemId: 'CP1004' } });
    expect(detail.body.data.isNeedScore).toBe(0);
    const again = await call(app, 'saveScore', { body: { score: '5', problemId: 'CP1004' } });
    expect(again.body).toMatchObject({
      code: '400',
      message: expect.stringContaining('already rated (4 stars)'),
    });
  });

  it('refuses a complaint without a reply, an unknown one and a score outside 1-5', async () => {
    const app = testApp();
    expect(
      (await call(app, 'saveScore', { body: { score: '5', problemId: 'CP1003' } })).body.message,
    ).toMatch(/no reply yet/);
    expect((await call(app, 'saveScore', { body: { score: '5', problemId: 'CP9' } })).body.code).toBe('404');
    expect((await call(app, 'saveScore', { body: { score: '6', problemId: 'CP1001' } })).body.message).toBe(
      'score: must be at most 5',
    );
  });
});

describe('complaint images', () => {
  it('serves the seeded evidence images and answers 404 for unknown names', async () => {
    const app = testApp();
    const evidence = await request(app).get('/__fake/uploads/seed/evidence-CP1001-1.svg');
    expect(evidence.status).toBe(200);
    expect(String(evidence.body)).toContain('<svg');
    expect((await request(app).get('/__fake/uploads/seed/nothing.svg')).status).toBe(404);
  });
});
