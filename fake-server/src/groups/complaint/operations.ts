import {
  ProblemDetailBody,
  ProblemDetailQueryParams,
  ProblemDetailResponse,
  ProblemInitBody,
  ProblemInitQueryParams,
  ProblemInitResponse,
  ProblemListQueryParams,
  ProblemListResponse,
  ProblemSaveBody,
  ProblemSaveQueryParams,
  ProblemSaveResponse,
  SaveScoreBody,
  SaveScoreQueryParams,
  SaveScoreResponse,
  UploadProblemImgBody,
  UploadProblemImgQueryParams,
  UploadProblemImgResponse,
} from '../../../../openapi/generated/zod/complaint/complaint.zod.ts';
import { defineOperation, fail, type Operation, type OperationExample, ok } from '../../api/operation.ts';
import { isoDateTime } from '../../store/shared/dates.ts';
import { findOrder, unknownOrderMessage } from '../../store/shared/lookup.ts';
import type { WorldState } from '../../store/world.ts';
import { allowsCollectionComplaint } from './collection-rule.ts';
import { complaintOrder, ordersNewestFirst } from './complaint-orders.ts';
import type { ComplaintRecord } from './complaint-record.ts';
import { checkComplaint } from './complaint-save-check.ts';
import {
  COLLECTION_SUB_TYPES,
  COMPLAINT_TYPES,
  collectionSubTypeTitle,
  complaintTypeTitle,
} from './complaint-types.ts';
import { sniffImage } from './image-sniff.ts';
import { SAMPLE_GIF, SAMPLE_PNG } from './sample-images.ts';
import { seededImageUrl, uploadUrl } from './upload-urls.ts';

/** The contract's limit of one evidence image. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function findComplaint(state: WorldState, problemId: string): ComplaintRecord | undefined {
  return state.complaint.complaints.find((complaint) => complaint.problemId === problemId);
}

function unknownComplaintMessage(problemId: string): string {
  return `No complaint ${problemId} in this sandbox. problem-list lists the complaints.`;
}

/** The types, their sub-types and the borrower's orders, with the given (or latest) one selected. */
export const problemInit = defineOperation({
  operationId: 'problemInit',
  writes: [],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/problem-init',
  envelope: 'plain',
  query: ProblemInitQueryParams,
  body: ProblemInitBody,
  response: ProblemInitResponse,
  examples: (world) => [{ body: {} }, ...world.shared.orders.map(({ orderId }) => ({ body: { orderId } }))],
  handle: ({ body, state, now }) => {
    const orders = ordersNewestFirst(state);
    const wanted = body.orderId?.trim() ?? '';
    const selected = wanted === '' ? orders[0] : findOrder(state, wanted);
    if (wanted !== '' && selected === undefined) return fail('404', unknownOrderMessage(wanted));
    return ok({
      problemType: COMPLAINT_TYPES.map((option) => ({ ...option })),
      problemSonType: COLLECTION_SUB_TYPES.map((option) => ({ ...option })),
      orderDetail: selected === undefined ? null : complaintOrder(state, selected, now()),
      orderList: orders.map((order) => complaintOrder(state, order, now())),
    });
  },
});

/** Stores one evidence image (its real format read from its bytes) and answers the URL serving it. */
export const uploadProblemImg = defineOperation({
  operationId: 'uploadProblemImg',
  writes: ['complaint'],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/upload-problem-img',
  envelope: 'plain',
  query: UploadProblemImgQueryParams,
  body: UploadProblemImgBody,
  response: UploadProblemImgResponse,
  upload: { field: 'problemImage', maxBytes: MAX_UPLOAD_BYTES, accept: 'image' },
  examples: () => [
    {
      file: { field: 'problemImage', filename: 'receipt.png', contentType: 'image/png', content: SAMPLE_PNG },
    },
    { file: { field: 'problemImage', filename: 'chat.gif', contentType: 'image/gif', content: SAMPLE_GIF } },
  ],
  handle: ({ file, state, sandboxId, now, uploads }) => {
    if (file === undefined)
      return fail('400', 'problemImage: is required; send one image as multipart/form-data');
    const kind = sniffImage(file.buffer);
    if (kind === undefined) {
      return fail(
        '415',
        `problemImage: '${file.originalName}' is not a readable image. Upload a JPEG, PNG, GIF or WebP image.`,
      );
    }
    const slice = state.complaint;
    const name = `U${slice.nextUploadNumber}.${kind.extension}`;
    slice.nextUploadNumber += 1;
    uploads.put(sandboxId, name, { mimeType: kind.mimeType, bytes: file.buffer });
    const url = uploadUrl(sandboxId, name);
    slice.uploads.push({
      file: name,
      url,
      mimeType: kind.mimeType,
      size: file.size,
      at: now().toISOString(),
    });
    return ok({ url }, 'Upload succeeded!');
  },
});

/** Files a complaint; it shows under 'Processing' until a handler replies. */
export const problemSave = defineOperation({
  operationId: 'problemSave',
  writes: ['complaint'],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/problem-save',
  envelope: 'plain',
  query: ProblemSaveQueryParams,
  body: ProblemSaveBody,
  response: ProblemSaveResponse,
  examples: (world): OperationExample[] => {
    const collectable = world.shared.orders.filter(allowsCollectionComplaint);
    const images = [seededImageUrl('evidence-CP1001-1.svg'), seededImageUrl('evidence-CP1001-2.svg')].join(
      ',',
    );
    return [
      ...collectable.map(({ orderId }) => ({
        body: {
          problemType: '1',
          problemSonType: '2',
          problemDetail: 'The collector calls my mother every day.',
          orderNo: orderId,
        },
      })),
      {
        body: {
          problemType: '2',
          problemSonType: '0',
          problemDetail: 'My payment is not shown yet.',
          problemImage: images,
          orderNo: world.shared.orders[0]?.orderId ?? '',
        },
      },
      { body: { problemType: '4', problemDetail: 'The app freezes on the repayment page.' } },
    ];
  },
  handle: ({ body, state, now }) => {
    const checked = checkComplaint(state, body);
    if (!checked.ok) return fail(checked.code, checked.message);
    const slice = state.complaint;
    const problemId = `CP${slice.nextProblemNumber}`;
    slice.nextProblemNumber += 1;
    slice.complaints.push({
      problemId,
      ...checked.complaint,
      time: isoDateTime(now()),
      status: 'processing',
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      score: null,
    });
    return ok({ problemId }, 'Successfully Sent');
  },
});

function listItem(complaint: ComplaintRecord) {
  return {
    id: complaint.problemId,
    time: complaint.time,
    type: complaintTypeTitle(complaint.type) ?? `Type ${complaint.type}`,
    content: complaint.content,
  };
}

/** Two tabs, each newest first: complaints waiting for a reply, and answered ones. */
export const problemList = defineOperation({
  operationId: 'problemList',
  writes: [],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/problem-list',
  envelope: 'plain',
  query: ProblemListQueryParams,
  response: ProblemListResponse,
  examples: () => [{}],
  handle: ({ state }) => {
    const newestFirst = state.complaint.complaints
      .map((complaint, index) => ({ complaint, index }))
      .sort((a, b) => b.complaint.time.localeCompare(a.complaint.time) || b.index - a.index)
      .map(({ complaint }) => complaint);
    const tab = (title: string, status: ComplaintRecord['status']) => ({
      title,
      list: newestFirst.filter((complaint) => complaint.status === status).map(listItem),
    });
    return ok({ tabs: [tab('Processing', 'processing'), tab('Processed', 'processed')] });
  },
});

/**
 * One complaint with the handler's reply (empty until answered), whether to ask for a rating, and
 * the rating given (once rated).
 */
export const problemDetail = defineOperation({
  operationId: 'problemDetail',
  writes: [],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/problem-detail',
  envelope: 'plain',
  query: ProblemDetailQueryParams,
  body: ProblemDetailBody,
  response: ProblemDetailResponse,
  examples: (world) => world.complaint.complaints.map(({ problemId }) => ({ body: { problemId } })),
  handle: ({ body, state }) => {
    const complaint = findComplaint(state, body.problemId);
    if (complaint === undefined) return fail('404', unknownComplaintMessage(body.problemId));
    return ok({
      type: complaintTypeTitle(complaint.type) ?? `Type ${complaint.type}`,
      sonType: collectionSubTypeTitle(complaint.sonType) ?? '',
      problemId: complaint.problemId,
      content: complaint.content,
      images: [...complaint.images],
      disposeDetail: complaint.disposeDetail,
      disposeImages: [...complaint.disposeImages],
      isNeedScore: complaint.isNeedScore,
      ...(complaint.score === null ? {} : { score: complaint.score }),
    });
  },
});

/** Rates an answered complaint once; the details page then stops asking. */
export const saveScore = defineOperation({
  operationId: 'saveScore',
  writes: ['complaint'],
  tag: 'complaint',
  method: 'post',
  path: '/spoken/user-problem/save-score',
  envelope: 'plain',
  query: SaveScoreQueryParams,
  body: SaveScoreBody,
  response: SaveScoreResponse,
  examples: (world) =>
    world.complaint.complaints
      .filter((complaint) => complaint.isNeedScore === 1)
      .map(({ problemId }, index) => ({ body: { score: String(5 - index), problemId } })),
  handle: ({ body, state }) => {
    const complaint = findComplaint(state, body.problemId);
    if (complaint === undefined) return fail('404', unknownComplaintMessage(body.problemId));
    if (complaint.status === 'processing') {
      return fail(
        '400',
        `problemId: complaint ${complaint.problemId} has no reply yet; rate it once it is answered`,
      );
    }
    if (complaint.isNeedScore === 0) {
      return fail(
        '400',
        `problemId: complaint ${complaint.problemId} was already rated (${complaint.score ?? '-'} stars)`,
      );
    }
    complaint.score = body.score;
    complaint.isNeedScore = 0;
    return ok({}, 'Thank you for your rating');
  },
});

export const complaintOperations: readonly Operation[] = [
  problemInit,
  uploadProblemImg,
  problemSave,
  problemList,
  problemDetail,
  saveScore,
];
