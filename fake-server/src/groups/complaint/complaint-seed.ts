import type { Faker } from '@faker-js/faker';
import { isoDateTime } from '../../store/shared/dates.ts';
import type { SharedWorld } from '../../store/shared/shared-world.ts';
import type { ComplaintRecord } from './complaint-record.ts';
import { seededImageUrl } from './upload-urls.ts';

const HOUR_MS = 3_600_000;

/** What each seeded complaint is for: the branch of the list and details screens it exercises. */
interface SeedComplaint {
  problemId: string;
  type: number;
  sonType: number;
  /** Status of the shared order it names, or null for none. */
  orderStatus: number | null;
  content: string;
  images: number;
  daysAgo: number;
  reply: { text: string; images: number; score: number | null } | null;
}

const SEED_COMPLAINTS: readonly SeedComplaint[] = [
  {
    problemId: 'CP1001',
    type: 1,
    sonType: 1,
    orderStatus: 180,
    content: 'The collector shouted at me on the phone and said he would tell my employer.',
    images: 2,
    daysAgo: 9,
    reply: {
      text: 'We are sorry. The agent has been warned and your account moved to another team. Contact us if it happens again.',
      images: 1,
      score: null,
    },
  },
  {
    problemId: 'CP1002',
    type: 2,
    sonType: 0,
    orderStatus: 200,
    content: 'I paid through GCash two days ago but the order still showed as unpaid.',
    images: 1,
    daysAgo: 21,
    reply: {
      text: 'The payment was posted on the next business day. Your loan is now settled.',
      images: 0,
      score: 4,
    },
  },
  {
    problemId: 'CP1003',
    type: 4,
    sonType: 0,
    orderStatus: null,
    content: 'The app closes every time I open the repayment page.',
    images: 1,
    daysAgo: 2,
    reply: null,
  },
  {
    problemId: 'CP1004',
    type: 3,
    sonType: 0,
    orderStatus: null,
    content: 'I changed my phone number and can no longer receive the login code.',
    images: 0,
    daysAgo: 5,
    reply: {
      text: 'Your mobile number has been updated. Please log in again with the new number.',
      images: 0,
      score: null,
    },
  },
  {
    problemId: 'CP1005',
    type: 1,
    sonType: 3,
    orderStatus: 174,
    content: 'I get collection calls before 7 AM even though my loan is only due today.',
    images: 0,
    daysAgo: 1,
    reply: null,
  },
];

function images(prefix: string, problemId: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    seededImageUrl(`${prefix}-${problemId}-${index + 1}.svg`),
  );
}

/**
 * Complaints with and without replies: one replied and waiting for a rating (isNeedScore 1), one
 * rated, two still processing, one replied without images and waiting for a rating.
 */
export function seedComplaints(
  faker: Faker,
  shared: Readonly<SharedWorld>,
  refDate: Date,
): ComplaintRecord[] {
  return SEED_COMPLAINTS.map((seed) => {
    const order =
      seed.orderStatus === null
        ? undefined
        : shared.orders.find((candidate) => candidate.status === seed.orderStatus);
    // Filed during the working day, always before "today" so no time lies in the future.
    const offsetMs = faker.number.int({ min: 8 * HOUR_MS, max: 20 * HOUR_MS });
    const time = isoDateTime(
      new Date(refDate.getTime() - seed.daysAgo * 24 * HOUR_MS + Math.floor(offsetMs / 1000) * 1000),
    );
    return {
      problemId: seed.problemId,
      type: seed.type,
      sonType: seed.sonType,
      orderNo: order?.orderId ?? '',
      content: seed.content,
      images: images('evidence', seed.problemId, seed.images),
      time,
      status: seed.reply === null ? 'processing' : 'processed',
      disposeDetail: seed.reply?.text ?? '',
      disposeImages: images('reply', seed.problemId, seed.reply?.images ?? 0),
      isNeedScore: seed.reply !== null && seed.reply.score === null ? 1 : 0,
      score: seed.reply?.score ?? null,
    };
  });
}
