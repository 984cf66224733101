import { describe, expect, it } from 'vitest';
import { shrinkImage } from './shrink-image.ts';

describe('shrinkImage', () => {
  it('sends GIFs, files that are not images and images the browser cannot decode unchanged', async () => {
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    const broken = new File(['not a png'], 'b.png', { type: 'image/png' });
    expect(await shrinkImage(gif)).toBe(gif);
    expect(await shrinkImage(pdf)).toBe(pdf);
    expect(await shrinkImage(broken)).toBe(broken);
  });
});
