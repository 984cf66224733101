import * as z from 'zod';
import { Count } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';
import { ComplaintRecordSchema, ComplaintUploadSchema } from './complaint-record.ts';
import { seedComplaints } from './complaint-seed.ts';

/** The complaint group's state: complaints with their replies and ratings, and uploaded images. */
export const ComplaintSliceSchema = z.object({
  complaints: z.array(ComplaintRecordSchema),
  /** Number of the next complaint problem-save files (CP1006, …). */
  nextProblemNumber: Count,
  uploads: z.array(ComplaintUploadSchema),
  nextUploadNumber: Count,
});
export type ComplaintSlice = z.infer<typeof ComplaintSliceSchema>;

export const complaintSlice = defineSlice({
  schema: ComplaintSliceSchema,
  seed: ({ faker, shared, refDate }): ComplaintSlice => {
    const complaints = seedComplaints(faker, shared, refDate);
    return { complaints, nextProblemNumber: 1001 + complaints.length, uploads: [], nextUploadNumber: 1 };
  },
});
