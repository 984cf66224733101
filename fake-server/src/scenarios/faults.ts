import * as z from 'zod';
import { isSuccessCode } from '../api/envelope.ts';

/** What a fault may do, as POST /__fake/faults takes it and as a sandbox keeps it (and imports it). */
const faultEffect = {
  operationId: z.string().min(1).max(64),
  delayMs: z.int().min(0).max(600_000).optional(),
  httpStatus: z.int().min(400).max(599).optional(),
  code: z
    .string()
    .min(1)
    .max(32)
    .refine((code) => !isSuccessCode(code), "is a success code; a fault answers an error code such as '500'")
    .optional(),
  message: z.string().max(500).optional(),
  drop: z.boolean().optional(),
};

/** POST /__fake/faults. A fault changes the next `times` calls of one operation ('*' = every one). */
export const FaultInputSchema = z
  .strictObject({
    ...faultEffect,
    times: z.int().min(1).max(100_000).optional(),
  })
  .refine(
    (fault) =>
      fault.delayMs !== undefined || fault.httpStatus !== undefined || fault.code !== undefined || fault.drop,
    { message: 'a fault needs at least one of delayMs, httpStatus, code or drop: true' },
  );
export type FaultInput = z.infer<typeof FaultInputSchema>;

export const FaultSchema = z.object({
  ...faultEffect,
  /** Calls left; null = until cleared. */
  remaining: z.int().min(1).max(100_000).nullable(),
});
export type Fault = z.infer<typeof FaultSchema>;

export function faultFromInput(input: FaultInput): Fault {
  const { times, ...effect } = input;
  return { ...effect, remaining: times ?? null };
}
