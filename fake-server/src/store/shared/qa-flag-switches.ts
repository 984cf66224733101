// The order flags QA switch on and off (PATCH /__fake/orders/:orderId), alone in a file with no
// imports: the QA page's browser bundle (fake-server/qa-page) draws its Flags column from here.

/** '1' on, '0' off. */
export const ONE_ZERO_FLAGS = ['isDelay', 'isScore'] as const;
/** A text, '' off; switching one on (PATCH with true) brings its default text. */
export const TEXT_FLAGS = ['h5Url', 'playeduL', 'reyMsg', 'KindTipsMsg'] as const;
/** 1 on, 0 off. */
export const NUMBER_FLAGS = ['cardNeedPop'] as const;

export type SwitchedFlag =
  | (typeof ONE_ZERO_FLAGS)[number]
  | (typeof TEXT_FLAGS)[number]
  | (typeof NUMBER_FLAGS)[number];

/** The switches in the order QA see them, with the words they see. */
export const FLAG_SWITCHES: readonly { flag: SwitchedFlag; label: string }[] = [
  { flag: 'isDelay', label: 'Rollover' },
  { flag: 'isScore', label: 'Score prompt' },
  { flag: 'cardNeedPop', label: 'Bind-card popup' },
  { flag: 'h5Url', label: 'External repay link' },
  { flag: 'playeduL', label: 'Confirmation link' },
  { flag: 'reyMsg', label: 'Withdraw message' },
  { flag: 'KindTipsMsg', label: 'Tip' },
];

/** The switched flags of an order as its answer carries them. */
export type SwitchedFlags = Record<(typeof ONE_ZERO_FLAGS)[number] | (typeof TEXT_FLAGS)[number], string> &
  Record<(typeof NUMBER_FLAGS)[number], number>;

/** Whether a flag of an order is on. */
export function isFlagOn(flags: SwitchedFlags, flag: SwitchedFlag): boolean {
  if (flag === 'cardNeedPop') return flags[flag] === 1;
  if (flag === 'isDelay' || flag === 'isScore') return flags[flag] === '1';
  return flags[flag] !== '';
}
