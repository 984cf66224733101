import { describe, expect, it } from 'vitest';
import { hasReply, needsRating, usableImages } from './complaint-reply.ts';

describe('complaint reply', () => {
  it("shows 'Process Result' for a reply text, reply images, or both; not for neither", () => {
    expect(hasReply({ disposeDetail: 'Your loan is settled.', disposeImages: [] })).toBe(true);
    expect(hasReply({ disposeDetail: '', disposeImages: ['/reply.svg'] })).toBe(true);
    expect(hasReply({ disposeDetail: 'Done.', disposeImages: ['/reply.svg'] })).toBe(true);
    expect(hasReply({ disposeDetail: '', disposeImages: [] })).toBe(false);
    // Blank text and empty image entries are no reply.
    expect(hasReply({ disposeDetail: '  \n', disposeImages: ['', ' '] })).toBe(false);
  });

  it('leaves out empty image entries and trims the others', () => {
    expect(usableImages([' /a.svg', '', '/b.svg ', '  '])).toEqual(['/a.svg', '/b.svg']);
  });

  it('asks for a rating on any nonzero isNeedScore', () => {
    expect(needsRating({ isNeedScore: 1 })).toBe(true);
    expect(needsRating({ isNeedScore: 2 })).toBe(true);
    expect(needsRating({ isNeedScore: 0 })).toBe(false);
  });
});
