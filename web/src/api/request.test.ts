import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoadingState, resetLoading } from '../ui/loading/loading-store.ts';
import { clientKindFor } from './call-shape.ts';
import { apiClients, apiRequest } from './request.ts';

afterEach(() => resetLoading());

describe('clientKindFor', () => {
  it.each([
    ['/v3/loan-details/loan-details', 'json'],
    ['/opponents/pettypy', 'json'],
    ['/service/event/save', 'json'],
    ['/gopia/goya/satire', 'json'],
    ['/spoken/card-init', 'form'],
    ['/api/v2/youmi/promotion/get-sid', 'form'],
  ])('%s uses the %s client', (url, kind) => {
    expect(clientKindFor(url)).toBe(kind);
  });
});

describe('apiRequest', () => {
  it('shows the loading text until the answer arrives, then hides it', async () => {
    let answer: (() => void) | undefined;
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve) => {
        answer = () =>
          resolve({
            data: { code: '00', message: '', data: {} },
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          });
      });
    apiClients.form.defaults.adapter = adapter;
    const pending = apiRequest(
      { url: '/spoken/card-init', method: 'POST', data: {} },
      { loadingText: 'Loading' },
    );
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(getLoadingState()).toEqual({ active: true, text: 'Loading' });
    answer?.();
    await expect(pending).resolves.toEqual({ code: '00', message: '', data: {} });
    expect(getLoadingState().active).toBe(false);
  });

  it('hides the loading indicator when the call fails', async () => {
    apiClients.json.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    await expect(apiRequest({ url: '/v3/x', method: 'POST' }, { loadingText: 'Saving' })).rejects.toThrow(
      'Network Error',
    );
    expect(getLoadingState().active).toBe(false);
  });

  it('shows nothing without a loading text', async () => {
    apiClients.json.defaults.adapter = async (config) => ({
      data: { code: '00', message: '', success: true, data: {} },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    const pending = apiRequest({ url: '/v3/x', method: 'POST' });
    expect(getLoadingState().active).toBe(false);
    await pending;
  });
});
