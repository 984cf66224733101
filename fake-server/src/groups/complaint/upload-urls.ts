/** Where the fake server serves complaint images (mounted in the admin router at /__fake/uploads). */
export const UPLOADS_PATH = '/__fake/uploads';

/** The pseudo-sandbox segment of the seeded, generated images (evidence and handler replies). */
export const SEEDED_SEGMENT = 'seed';

/** URL of an uploaded image of a sandbox; relative, like every image URL of the fake world. */
export function uploadUrl(sandboxId: string, file: string): string {
  return `${UPLOADS_PATH}/${encodeURIComponent(sandboxId)}/${encodeURIComponent(file)}`;
}

/** URL of a generated seed image, e.g. `evidence-1.svg`. */
export function seededImageUrl(file: string): string {
  return `${UPLOADS_PATH}/${SEEDED_SEGMENT}/${file}`;
}
