import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { UploadStore } from './upload-store.ts';

const image = (size: number) => ({ mimeType: 'image/png', bytes: Buffer.alloc(size) });

describe('UploadStore', () => {
  it('keeps images per sandbox state, so a reset (a new state) starts empty', () => {
    const store = new UploadStore();
    const state = testWorld();
    store.put(state, 'U1.png', image(3));
    expect(store.get(state, 'U1.png')?.bytes.length).toBe(3);
    expect(store.get(testWorld(), 'U1.png')).toBeUndefined();
  });

  it('drops the oldest images of a sandbox beyond its byte limit', () => {
    const store = new UploadStore(10);
    const state = testWorld();
    store.put(state, 'U1.png', image(4));
    store.put(state, 'U2.png', image(4));
    store.put(state, 'U3.png', image(4));
    expect(store.get(state, 'U1.png')).toBeUndefined();
    expect(store.get(state, 'U2.png')).toBeDefined();
    expect(store.get(state, 'U3.png')).toBeDefined();
  });
});
