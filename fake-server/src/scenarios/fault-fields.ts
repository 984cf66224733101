// The fields of a fault as plain types, alone in a file with no imports: the QA page's browser code
// (fake-server/qa-page) types its fault form and list with them. faults.ts's schemas say the same
// (fake-server/qa-page/src/faults.test.ts checks both ways).

/** POST /__fake/faults: the next `times` calls of one operation ('*' = every one). */
export interface FaultInputFields {
  operationId: string;
  delayMs?: number;
  httpStatus?: number;
  code?: string;
  message?: string;
  drop?: boolean;
  times?: number;
}

/** A fault as GET /__fake/faults lists it. */
export interface FaultFields extends Omit<FaultInputFields, 'times'> {
  /** Calls left; null = until cleared. */
  remaining: number | null;
}
