import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../../../content/legal/legal-texts.ts';
import { testApp } from '../test-support/test-kit.ts';

describe('GET /__fake/pages/policy', () => {
  it("serves the app's privacy policy as a page of its own, for the official site's /Policy", async () => {
    const res = await request(testApp()).get('/__fake/pages/policy');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain(`<h1>${PRIVACY_POLICY.title}</h1>`);
    for (const section of PRIVACY_POLICY.sections) expect(res.text).toContain(`<h2>${section.heading}</h2>`);
  });
});
