import { describe, expect, it } from 'vitest';
import { readEnv } from './config.ts';

describe('readEnv', () => {
  it('defaults to 127.0.0.1:4010, seed 1, memory state and the app on 5173', () => {
    expect(readEnv({})).toEqual({
      ok: true,
      env: {
        FAKE_PORT: 4010,
        FAKE_HOST: '127.0.0.1',
        FAKE_SEED: 1,
        FAKE_APP_ORIGIN: 'http://127.0.0.1:5173',
        FAKE_CHECK_RESPONSES: '0',
        FAKE_RECORD: '0',
      },
    });
  });

  it('reads the variables and treats empty ones as unset', () => {
    const result = readEnv({
      FAKE_PORT: '5000',
      FAKE_SEED: '42',
      FAKE_STATE_FILE: '',
      FAKE_SLOW_MS: '10',
      FAKE_AUTO_PAY_MS: '5000',
      PATH: '/bin',
    });
    expect(result).toMatchObject({
      ok: true,
      env: { FAKE_PORT: 5000, FAKE_SEED: 42, FAKE_SLOW_MS: 10, FAKE_AUTO_PAY_MS: 5000 },
    });
    expect(result.ok && result.env.FAKE_STATE_FILE).toBeUndefined();
  });

  it('says what a bad value should look like', () => {
    expect(readEnv({ FAKE_PORT: 'abc' })).toEqual({
      ok: false,
      message: 'FAKE_PORT must be a whole number such as 4010',
    });
    expect(readEnv({ FAKE_APP_ORIGIN: 'nope' })).toEqual({
      ok: false,
      message: 'FAKE_APP_ORIGIN must be a URL such as http://127.0.0.1:5173',
    });
  });
});
