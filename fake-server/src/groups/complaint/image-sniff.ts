/** An image format the upload accepts, with the extension its URL gets. */
export interface ImageKind {
  mimeType: string;
  extension: string;
}

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/**
 * The image format of some bytes, read from their signature, or undefined when they are not an
 * image. The multipart layer only checks the type the client declared; this catches a text file
 * sent as `image/png`, which a real backend's image library would refuse.
 */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { mimeType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { mimeType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 2) === 'BM') return { mimeType: 'image/bmp', extension: 'bmp' };
  // iPhone photos: an ISO media file whose brand says HEIC/HEIF.
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1)$/.test(ascii(bytes, 8, 12))) {
    return { mimeType: 'image/heic', extension: 'heic' };
  }
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head))
    return { mimeType: 'image/svg+xml', extension: 'svg' };
  return undefined;
}
