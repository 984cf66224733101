/** One entry of the complaint type pickers (the contract's ProblemTypeOption). */
export interface ComplaintTypeOption {
  title: string;
  value: number;
}

/** Spec §4: type 1 is collection; it needs a sub-type and an order whose isShow is 1. */
export const COLLECTION_TYPE = 1;

/** The question types of the complaint page, collection first (the app shows sub-types for it). */
export const COMPLAINT_TYPES: readonly ComplaintTypeOption[] = [
  { title: 'Collection', value: COLLECTION_TYPE },
  { title: 'Repayment issue', value: 2 },
  { title: 'Account issue', value: 3 },
  { title: 'App problem', value: 4 },
  { title: 'Other', value: 5 },
];

/** The sub-types of collection complaints. */
export const COLLECTION_SUB_TYPES: readonly ComplaintTypeOption[] = [
  { title: 'Rude or threatening language', value: 1 },
  { title: 'Contacted my family or friends', value: 2 },
  { title: 'Called at unreasonable hours', value: 3 },
  { title: 'Too many calls or messages', value: 4 },
  { title: 'Other collection issue', value: 5 },
];

export function complaintTypeTitle(value: number): string | undefined {
  return COMPLAINT_TYPES.find((option) => option.value === value)?.title;
}

export function collectionSubTypeTitle(value: number): string | undefined {
  return COLLECTION_SUB_TYPES.find((option) => option.value === value)?.title;
}

/** '1 Collection, 2 Repayment issue, …' for messages that tell the caller what to send. */
export function describeOptions(options: readonly ComplaintTypeOption[]): string {
  return options.map((option) => `${option.value} ${option.title}`).join(', ');
}
