import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../config.ts';
import { call, testApp } from '../test-support/test-kit.ts';
import { parseAllowedHosts } from './allowed-hosts.ts';
import { exposureWarning } from './exposure-warning.ts';

/** The product jump of P1001: an absolute http link built from the caller's origin. */
const jump = { body: { module: 'order', position: '0', productKey: 'P1001' } };

describe('the Host check (DNS rebinding)', () => {
  it('refuses a foreign Host on every path with a 403 naming FAKE_ALLOWED_HOSTS', async () => {
    const app = testApp();
    for (const path of ['/__fake/orders', '/__fake', '/v3/loan-details/loan-details', '/', '/nowhere']) {
      const res = await request(app).get(path).set('Host', 'rebound.evil.example');
      expect(res.status, path).toBe(403);
      expect(res.body.error, path).toContain('FAKE_ALLOWED_HOSTS');
    }
    const reset = await request(app)
      .post('/__fake/reset?all=1')
      .set('Host', 'rebound.evil.example:4010')
      .set('X-Fake-Admin', '1');
    expect(reset.status).toBe(403);
  });

  it('answers loopback names on any port and the hosts of FAKE_ALLOWED_HOSTS', async () => {
    const app = testApp({
      allowedHosts: [
        { hostname: 'qa-box.lan', port: '' },
        { hostname: '10.0.0.5', port: '4010' },
      ],
    });
    for (const host of [
      '127.0.0.1:4010',
      'localhost',
      'LOCALHOST:1',
      '[::1]:4010',
      'qa-box.lan:8080',
      '10.0.0.5:4010',
    ])
      expect((await request(app).get('/__fake/operations').set('Host', host)).status, host).toBe(200);
    for (const host of ['10.0.0.5:4011', 'qa-box.lan.evil.example', 'localhost.evil.example'])
      expect((await request(app).get('/__fake/operations').set('Host', host)).status, host).toBe(403);
  });

  it('parses FAKE_ALLOWED_HOSTS and names a bad entry', () => {
    expect(parseAllowedHosts(' qa-box.lan , 10.0.0.5:4010,')).toEqual({
      ok: true,
      hosts: [
        { hostname: 'qa-box.lan', port: '' },
        { hostname: '10.0.0.5', port: '4010' },
      ],
    });
    const env = readEnv({ FAKE_ALLOWED_HOSTS: 'http://qa-box.lan/' });
    expect(env.ok).toBe(false);
    expect(!env.ok && env.message).toContain("FAKE_ALLOWED_HOSTS: 'http://qa-box.lan/' is not a host");
    expect(readEnv({ FAKE_PUBLIC_ORIGIN: 'https://qa.example/app' })).toMatchObject({ ok: false });
    expect(readEnv({ FAKE_PUBLIC_ORIGIN: 'https://qa.example/' })).toMatchObject({
      ok: true,
      env: { FAKE_PUBLIC_ORIGIN: 'https://qa.example' },
    });
  });
});

describe('absolute links in answers', () => {
  it('use the validated Host and never X-Forwarded-Host', async () => {
    const res = await request(testApp())
      .post('/gopia/goya/define')
      .set('Host', 'localhost:4010')
      .set('X-Forwarded-Host', 'evil.example')
      .type('form')
      .send(jump.body);
    expect(res.body.data.link).toBe('http://localhost:4010/__fake/pages/products/P1001');
  });

  it('use FAKE_PUBLIC_ORIGIN when it is set', async () => {
    const res = await call(testApp({ publicOrigin: 'https://qa.example.com/' }), 'getProductLink', jump);
    expect(res.body.data.link).toBe('https://qa.example.com/__fake/pages/products/P1001');
  });
});

describe('binding beyond loopback', () => {
  it('warns what is exposed and what to set, and stays quiet on loopback', () => {
    expect(exposureWarning('127.0.0.1', [])).toBeUndefined();
    expect(exposureWarning('::1', [])).toBeUndefined();
    const open = exposureWarning('0.0.0.0', []);
    expect(open).toContain('WARNING: listening on 0.0.0.0');
    expect(open).toContain('/__fake');
    expect(open).toContain('FAKE_ALLOWED_HOSTS is unset');
    expect(exposureWarning('0.0.0.0', [{ hostname: 'qa-box.lan', port: '' }])).toContain('qa-box.lan');
  });
});
