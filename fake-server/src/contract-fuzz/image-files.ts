import fc from 'fast-check';
import { PNG } from 'pngjs';
import { SAMPLE_GIF } from '../groups/complaint/sample-images.ts';
import type { FuzzFile } from './contract-model.ts';

function pngOf(width: number, height: number, pixels: readonly number[]): Uint8Array {
  const png = new PNG({ width, height });
  for (let index = 0; index < png.data.length; index += 1)
    png.data[index] = pixels[index % pixels.length] ?? 0;
  return PNG.sync.write(png);
}

/** Real images of the types the contract's `image/*` upload stands for: PNGs of any size up to 40×40, a GIF, an SVG. */
export const imageFile: fc.Arbitrary<FuzzFile> = fc.oneof(
  fc
    .record({
      width: fc.integer({ min: 1, max: 40 }),
      height: fc.integer({ min: 1, max: 40 }),
      pixels: fc.array(fc.nat(255), { minLength: 1, maxLength: 16 }),
      name: fc.constantFrom('receipt.png', 'IMG_0001.PNG', 'screen shot.png', 'a'.repeat(200)),
    })
    .map(({ width, height, pixels, name }) => ({
      kind: 'file' as const,
      filename: name,
      contentType: 'image/png',
      bytes: pngOf(width, height, pixels),
      image: true,
    })),
  fc.constant({
    kind: 'file' as const,
    filename: 'chat.gif',
    contentType: 'image/gif',
    bytes: SAMPLE_GIF,
    image: true,
  }),
  fc.string({ maxLength: 40 }).map((text) => ({
    kind: 'file' as const,
    filename: 'drawing.svg',
    contentType: 'image/svg+xml',
    bytes: new TextEncoder().encode(
      `<svg xmlns="http://www.w3.org/2000/svg"><text>${text.replace(/[<&]/g, '')}</text></svg>`,
    ),
    image: true,
  })),
);

/** First bytes of the image signatures (PNG, JPEG, GIF, BMP, RIFF/WebP, an ISO box size) and of text before an SVG. */
const IMAGE_LIKE_FIRST_BYTES = new Set([
  0x89, 0xff, 0x47, 0x42, 0x52, 0x00, 0x3c, 0x20, 0x09, 0x0a, 0x0d, 0xef,
]);

/** Files that are not what an image upload allows: bytes that are no image, declared as one or not, and an empty file. */
export const notAnImageFile: fc.Arbitrary<FuzzFile> = fc.oneof(
  fc
    .tuple(
      fc.uint8Array({ maxLength: 300 }),
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/pdf'),
    )
    // Bytes that happen to start like an image (a signature, or text that may open an SVG) are no test of this.
    .filter(([bytes]) => !IMAGE_LIKE_FIRST_BYTES.has(bytes[0] ?? -1))
    .map(([bytes, contentType]) => ({
      kind: 'file' as const,
      filename: 'notes.txt',
      contentType,
      bytes,
      image: false,
    })),
  fc.constant({
    kind: 'file' as const,
    filename: 'empty.png',
    contentType: 'image/png',
    bytes: new Uint8Array(0),
    image: false,
  }),
);
