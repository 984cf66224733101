import { describe, expect, it } from 'vitest';
import { type EvictedUpload, UploadStore } from './upload-store.ts';

const image = (size: number) => ({ mimeType: 'image/png', bytes: Buffer.alloc(size) });

describe('UploadStore', () => {
  it('keeps images per sandbox; a reset (forget) drops only that sandbox', () => {
    const store = new UploadStore();
    store.put('alice', 'U1.png', image(3));
    store.put('bob', 'U1.png', image(5));
    expect(store.get('alice', 'U1.png')?.bytes.length).toBe(3);
    store.forget('alice');
    expect(store.get('alice', 'U1.png')).toBeUndefined();
    expect(store.wasEvicted('alice', 'U1.png')).toBe(false);
    expect(store.get('bob', 'U1.png')?.bytes.length).toBe(5);
    expect(store.bytes).toBe(5);
  });

  it('evicts the oldest uploads of any sandbox past the server-wide ceiling, and says so', () => {
    const store = new UploadStore(10);
    const evicted: EvictedUpload[] = [];
    store.onEvict((upload) => evicted.push(upload));
    store.put('alice', 'U1.png', image(4));
    store.put('bob', 'U1.png', image(4));
    store.put('alice', 'U2.png', image(4));
    expect(evicted).toEqual([{ sandboxId: 'alice', file: 'U1.png', bytes: 4 }]);
    expect(store.get('alice', 'U1.png')).toBeUndefined();
    expect(store.wasEvicted('alice', 'U1.png')).toBe(true);
    expect(store.get('bob', 'U1.png')).toBeDefined();
    expect(store.get('alice', 'U2.png')).toBeDefined();
    expect(store.bytes).toBe(8);
  });

  it('replacing a file counts its bytes once, and a new image over the ceiling alone is kept', () => {
    const store = new UploadStore(10);
    store.put('alice', 'U1.png', image(6));
    store.put('alice', 'U1.png', image(6));
    expect(store.bytes).toBe(6);
    store.put('bob', 'U9.png', image(12));
    expect(store.get('alice', 'U1.png')).toBeUndefined();
    expect(store.get('bob', 'U9.png')).toBeDefined();
    expect(store.bytes).toBe(12);
  });
});
