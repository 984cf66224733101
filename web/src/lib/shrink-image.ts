/** Longest side of a photo sent as evidence: enough to read a receipt or a message on a screen. */
export const MAX_IMAGE_SIDE = 1600;
/** Below this size a photo that needs no resizing is sent as it is. */
const SMALL_ENOUGH_BYTES = 1_000_000;

/**
 * A phone photo made small enough to upload (the server takes up to 5 MB; phone cameras take more):
 * scaled so its longest side is at most `maxSide`, as a JPEG. GIFs (maybe animated), small images
 * and anything the browser cannot decode are sent unchanged, and so is a result that came out larger.
 * @example const sendable = await shrinkImage(file); // 'IMG_0412.jpg', 1600 × 1200
 */
export async function shrinkImage(file: File, maxSide = MAX_IMAGE_SIDE, quality = 0.8): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
