import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';
import { SAMPLE_GIF, SAMPLE_PNG } from './sample-images.ts';

describe('sniffImage', () => {
  it.each([
    ['PNG', SAMPLE_PNG, 'png'],
    ['GIF', SAMPLE_GIF, 'gif'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpg'],
    ['WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'), 'webp'],
    ['HEIC', Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1'), 'heic'],
    ['SVG', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
  ])('reads a %s from its signature', (_name, bytes, extension) => {
    expect(sniffImage(bytes)?.extension).toBe(extension);
  });

  it('refuses text, HTML and empty files', () => {
    expect(sniffImage(Buffer.from('hello'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});
