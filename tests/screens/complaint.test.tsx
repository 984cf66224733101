import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_GIF, SAMPLE_PNG } from '../../fake-server/src/groups/complaint/sample-images.ts';
import type { ProblemInit } from '../../openapi/generated/model/index.ts';
import { apiData, callsOf } from './support/fake-reads.ts';
import { type RenderedRoute, renderRoute } from './support/render-route.tsx';

// The complaint page (/complaint) and its next step (/complainPageNext) in-process: loading, the
// order card and the question types problem-init gives, the server's message, the collection
// rule, the description rule, the evidence uploads (multipart, through the same fake world), what
// Send files and the way back after 'Successfully Sent'. tests/e2e/complaint.spec.ts keeps what
// needs a browser: typing past 200 characters, resizing a phone photo, the round trip's layout.

beforeAll(() => {
  // happy-dom has no object URLs of files; the thumbnails only need a string.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:screen/${++next}`);
  URL.revokeObjectURL = vi.fn();
});

const orderCard = () => screen.getByRole('region', { name: 'Order' });
const types = () => screen.findByRole('region', { name: 'Question type' });
const description = () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Send' });
const evidence = () => screen.getByRole('region', { name: 'Evidence images' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const tags = () =>
  within(screen.getByRole('list', { name: 'Question type' }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent);

function problemInit(rendered: RenderedRoute): Promise<ProblemInit> {
  return apiData<ProblemInit>(rendered, '/spoken/user-problem/problem-init');
}

/** Pictures as a phone's photo picker hands them over. */
const png = (name: string) => new File([SAMPLE_PNG], name, { type: 'image/png' });
const gif = (name: string) => new File([SAMPLE_GIF], name, { type: 'image/gif' });

/** Picks pictures in the uploader's file input. */
function addImages(files: File[]) {
  fireEvent.change(screen.getByLabelText('Add image'), { target: { files } });
}

/** The uploads are done: no tile says Uploading…. */
async function uploadsSettled() {
  await vi.waitFor(() => expect(within(evidence()).queryByText('Uploading…')).toBeNull());
}

/** The complaint page, then a type that goes straight on: its next step. */
async function openNextStep(type = 'App problem', sandbox?: string): Promise<RenderedRoute> {
  const rendered = renderRoute('/complaint', { sandbox });
  fireEvent.click(within(await types()).getByRole('button', { name: type }));
  expect(await screen.findByRole('heading', { name: 'Describe your question' })).toBeTruthy();
  return rendered;
}

/** Switches the order with 'All', tapping the row's order number as a borrower does. */
function chooseOrder(orderNo: string) {
  fireEvent.click(within(orderCard()).getByRole('button', { name: 'All' }));
  const sheet = screen.getByRole('dialog', { name: 'Choose an order' });
  fireEvent.click(within(sheet).getByText(orderNo));
  expect(screen.queryByRole('dialog', { name: 'Choose an order' })).toBeNull();
  expect(screen.getByTestId('complaint-order-no').textContent).toBe(orderNo);
}

describe('complaint page: loading, answer, server message', () => {
  it('a slow answer shows the loading state, then the latest order and the question types', async () => {
    const rendered = renderRoute('/complaint');
    rendered.world.addFault({ operationId: 'problemInit', delayMs: 600, times: 1 }, rendered.sandboxId);
    expect(await screen.findByText('Loading')).toBeTruthy();
    const init = await problemInit(rendered);
    const list = await types();
    expect(document.title).toBe('Complaint');
    const order = init.orderDetail;
    expect(order).not.toBeNull();
    expect(screen.getByTestId('complaint-order-no').textContent).toBe(order?.orderNo);
    expect(orderCard().textContent).toContain(order?.productName);
    expect(orderCard().textContent).toContain(order?.status);
    const rows = within(orderCard())
      .getAllByRole('term')
      .map((term) => `${term.textContent}${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      `Order number${order?.orderNo}`,
      ...(order?.list ?? []).map((row) => `${row.title}${row.value}`),
    ]);
    // Collection is a group of its sub-types; each other type is one choice.
    const collection = init.problemType[0];
    expect(
      within(within(list).getByRole('list', { name: collection?.title }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(init.problemSonType.map((sonType) => sonType.title));
    for (const type of init.problemType.slice(1))
      expect(within(list).getByRole('button', { name: type.title })).toBeTruthy();
  });

  it('a server error shows its message in place; Retry loads the page', async () => {
    const rendered = renderRoute('/complaint', { sandbox: 'complaint-busy' });
    const message = 'Complaints are paused.';
    rendered.world.addFault({ operationId: 'problemInit', code: '500', message, times: 1 }, 'complaint-busy');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await types()).toBeTruthy();
  });

  it('an orderId in the address asks for that order and shows it', async () => {
    const rendered = renderRoute('/complaint?orderId=ORD180R');
    await types();
    expect(screen.getByTestId('complaint-order-no').textContent).toBe('ORD180R');
    expect(callsOf(rendered, 'problemInit')[0]?.body).toEqual({ orderId: 'ORD180R' });
  });

  it('My complaints opens the list', async () => {
    renderRoute('/complaint');
    await types();
    fireEvent.click(screen.getByRole('link', { name: 'My complaints' }));
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
    expect(window.location.pathname).toBe('/complaintList');
  });
});

describe('complaint page: choosing the type', () => {
  it("collection is refused for an order that does not allow it, and taken for one that does, with 'All'", async () => {
    const rendered = renderRoute('/complaint');
    const init = await problemInit(rendered);
    expect(init.orderList.find((order) => order.orderNo === 'ORD200')?.isShow).toBe(0);
    expect(init.orderList.find((order) => order.orderNo === 'ORD180')?.isShow).toBe(1);
    const [collection] = init.problemType;
    const sonType = init.problemSonType[1];
    await types();

    chooseOrder('ORD200');
    fireEvent.click(screen.getByRole('button', { name: sonType?.title }));
    expect(
      await within(toasts()).findByText('The selected order does not support sending collection types'),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/complaint');

    chooseOrder('ORD180');
    fireEvent.click(screen.getByRole('button', { name: sonType?.title }));
    expect(await screen.findByRole('heading', { name: 'Describe your question' })).toBeTruthy();
    const query = new URLSearchParams(window.location.search);
    expect(query.get('problemType')).toBe(String(collection?.value));
    expect(query.get('problemSonType')).toBe(String(sonType?.value));
    expect(query.get('orderNo')).toBe('ORD180');
    expect(tags()).toEqual([collection?.title, sonType?.title]);

    fireEvent.change(description(), { target: { value: 'The collector called my mother twice today.' } });
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeTruthy();
    expect(callsOf(rendered, 'problemSave').map((call) => [call.code, call.body])).toEqual([
      [
        '00',
        {
          problemType: String(collection?.value),
          problemSonType: String(sonType?.value),
          problemDetail: 'The collector called my mother twice today.',
          problemImage: '',
          orderNo: 'ORD180',
        },
      ],
    ]);
  });

  it('a type without sub-types goes on with the order and no sub-type', async () => {
    const rendered = await openNextStep('Repayment issue');
    const init = await problemInit(rendered);
    const query = new URLSearchParams(window.location.search);
    expect(query.get('problemType')).toBe('2');
    expect(query.has('problemSonType')).toBe(false);
    expect(query.get('orderNo')).toBe(init.orderDetail?.orderNo);
    expect(tags()).toEqual(['Repayment issue']);
  });
});

describe('complaint next step', () => {
  it.each([
    ['an empty', ''],
    ['a blank', '   '],
  ])('%s description is refused and nothing is sent', async (_, text) => {
    const rendered = await openNextStep();
    fireEvent.change(description(), { target: { value: text } });
    fireEvent.click(send());
    expect(await within(toasts()).findByText('Please fill in your comments and suggestions')).toBeTruthy();
    expect(callsOf(rendered, 'problemSave')).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Successfully Sent' })).toBeNull();
  });

  it('the counter counts; past 200 characters input is ignored; the reply note says 3 weekdays', async () => {
    await openNextStep();
    expect(screen.getByText('We will reply within 3 weekdays.')).toBeTruthy();
    expect(screen.getByTestId('text-count').textContent).toBe('0/200');
    fireEvent.change(description(), { target: { value: 'My payment ' } });
    expect(screen.getByTestId('text-count').textContent).toBe('11/200');
    fireEvent.change(description(), { target: { value: 'x'.repeat(250) } });
    expect(description().value).toBe('x'.repeat(200));
    expect(screen.getByTestId('text-count').textContent).toBe('200/200');
  });

  it('images upload one by one, can be removed and retried; Send files them and returns to the complaint page after 1.5 s', async () => {
    const rendered = await openNextStep('App problem', 'complaint-images');
    addImages([png('a.png'), gif('b.gif')]);
    expect(within(evidence()).getAllByRole('img')).toHaveLength(2);
    expect(await within(toasts()).findByText('Upload succeeded!')).toBeTruthy();
    await uploadsSettled();
    expect(callsOf(rendered, 'uploadProblemImg').map((call) => call.code)).toEqual(['00', '00']);

    // Removed before sending: it is not sent.
    fireEvent.click(within(evidence()).getByRole('button', { name: 'Remove evidence 1' }));
    expect(within(evidence()).getAllByRole('img')).toHaveLength(1);

    // A failed upload keeps the picture; Send says so; Retry sends it again.
    rendered.world.addFault({ operationId: 'uploadProblemImg', drop: true, times: 1 }, 'complaint-images');
    addImages([png('c.png')]);
    const retry = await within(evidence()).findByRole('button', { name: 'Failed · Retry' });
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    fireEvent.change(description(), { target: { value: 'The app shows my payment twice.' } });
    fireEvent.click(send());
    expect(
      await within(toasts()).findByText('An image did not upload. Tap Retry on it, or remove it.'),
    ).toBeTruthy();
    expect(callsOf(rendered, 'problemSave')).toEqual([]);
    fireEvent.click(retry);
    await uploadsSettled();
    expect(within(evidence()).queryByRole('button', { name: 'Failed · Retry' })).toBeNull();
    expect(within(evidence()).getByText('2/9')).toBeTruthy();

    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeTruthy();
    const init = await problemInit(rendered);
    const [save] = callsOf(rendered, 'problemSave');
    // The log keeps a form's fields as strings, by name.
    const { problemImage, ...fields } = (save?.body ?? {}) as Record<string, string>;
    // No sub-type for this type: none is sent.
    expect(fields).toEqual({
      problemType: '4',
      problemDetail: 'The app shows my payment twice.',
      orderNo: init.orderDetail?.orderNo,
    });
    // The removed a.png is not sent; b.gif and the retried c.png are, in the order they were picked.
    const images = String(problemImage).split(',');
    expect(images.map((url) => url.slice(url.lastIndexOf('.')))).toEqual(['.gif', '.png']);

    // 1.5 s later, back on the complaint page it came from.
    expect(await types()).toBeTruthy();
    expect(window.location.pathname).toBe('/complaint');
  });

  it('at most 9 images: of four more picked with 7 in, two are taken and Add image goes', async () => {
    const rendered = await openNextStep();
    addImages(Array.from({ length: 7 }, (_, at) => png(`p${at}.png`)));
    expect(within(evidence()).getByText('7/9')).toBeTruthy();
    addImages(Array.from({ length: 4 }, (_, at) => png(`q${at}.png`)));
    expect(within(evidence()).getAllByRole('img')).toHaveLength(9);
    expect(within(evidence()).getByText('9/9')).toBeTruthy();
    expect(screen.queryByLabelText('Add image')).toBeNull();
    await uploadsSettled();
    expect(callsOf(rendered, 'uploadProblemImg')).toHaveLength(9);
  });

  it('a refused send shows the server message and keeps the text and the images', async () => {
    const rendered = await openNextStep('App problem', 'complaint-refused');
    addImages([png('a.png')]);
    await uploadsSettled();
    fireEvent.change(description(), { target: { value: 'Please call me back.' } });
    rendered.world.addFault(
      { operationId: 'problemSave', code: '500', message: 'Complaints are paused.', times: 1 },
      'complaint-refused',
    );
    fireEvent.click(send());
    expect(await within(toasts()).findByText('Complaints are paused.')).toBeTruthy();
    expect(description().value).toBe('Please call me back.');
    expect(within(evidence()).getAllByRole('img')).toHaveLength(1);
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeTruthy();
  });

  it('a send that gets no answer says network error and keeps the text; Send again files it', async () => {
    const rendered = await openNextStep('App problem', 'complaint-dropped');
    fireEvent.change(description(), { target: { value: 'Please call me back.' } });
    rendered.world.addFault({ operationId: 'problemSave', drop: true, times: 1 }, 'complaint-dropped');
    fireEvent.click(send());
    expect(
      await within(toasts()).findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
    expect(description().value).toBe('Please call me back.');
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeTruthy();
    expect(callsOf(rendered, 'problemSave').map((call) => call.code)).toEqual([null, '00']);
  });

  it('opened by its address without a problemType: it says what the link lacks, no Send', async () => {
    renderRoute('/complainPageNext?orderNo=ORD180');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incompleteThis complaint link is missing some details (a problemType). Please open it again from the app.',
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('opened by its address with a type: the tag, the complaint filed, then the complaint page in its place', async () => {
    const rendered = renderRoute('/complainPageNext?problemType=2&orderNo=ORD174&typeName=Repayment%20issue');
    expect(await screen.findByRole('heading', { name: 'Describe your question' })).toBeTruthy();
    expect(tags()).toEqual(['Repayment issue']);
    fireEvent.change(description(), { target: { value: 'My payment on Monday is not shown.' } });
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeTruthy();
    expect(callsOf(rendered, 'problemSave').map((call) => call.body)).toEqual([
      {
        problemType: '2',
        problemDetail: 'My payment on Monday is not shown.',
        problemImage: '',
        orderNo: 'ORD174',
      },
    ]);
    // No page of the app before this one: the complaint page replaces it.
    const before = window.history.length;
    expect(await types()).toBeTruthy();
    expect(window.location.pathname).toBe('/complaint');
    expect(window.history.length).toBe(before);
  });
});

describe('complaint round trip', () => {
  it('a complaint filed with two images shows under Processing in My complaints and in its details', async () => {
    const rendered = await openNextStep('Account issue');
    addImages([png('front.png'), gif('back.gif')]);
    await uploadsSettled();
    const text = 'I cannot change the phone number of my account.';
    fireEvent.change(description(), { target: { value: text } });
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeTruthy();

    // Back on the complaint page (after 1.5 s), then to the list.
    await types();
    fireEvent.click(screen.getByRole('link', { name: 'My complaints' }));
    expect(await screen.findByRole('tab', { name: 'Processing', selected: true })).toBeTruthy();
    const filed = within(screen.getByRole('tabpanel'))
      .getAllByRole('link')
      .filter((link) => link.textContent?.includes(text));
    expect(filed).toHaveLength(1);
    expect(filed[0]?.textContent).toContain('Account issue');
    fireEvent.click(filed[0] as HTMLElement);

    const details = await screen.findByRole('region', { name: 'Description' });
    const problemId = new URLSearchParams(window.location.search).get('problemId');
    expect(problemId).toMatch(/^CP\d+$/);
    expect(callsOf(rendered, 'problemDetail').map((call) => call.body)).toEqual([{ problemId }]);
    expect(details.textContent).toContain(text);
    const [save] = callsOf(rendered, 'problemSave');
    const sent = String((save?.body as Record<string, string> | undefined)?.problemImage).split(',');
    // Both pictures went with the complaint, and its details show them.
    expect(sent).toHaveLength(2);
    expect(
      within(details)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(sent);
    expect(screen.getByRole('region', { name: 'Complaint type' }).textContent).toContain('Account issue');
    expect(screen.queryByText('Process Result')).toBeNull();
  });
});
