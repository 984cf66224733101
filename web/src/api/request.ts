import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { env } from '../config/env.ts';
import { startLoading } from '../ui/loading/loading-store.ts';
import { type ClientKind, clientKindFor } from './call-shape.ts';
import { createClient } from './clients.ts';

/** The two shared clients, one instance each for the whole app (exported for tests). */
export const apiClients: Record<ClientKind, AxiosInstance> = {
  json: createClient('json', { baseURL: env.VITE_API_BASE_URL }),
  form: createClient('form', { baseURL: env.VITE_API_BASE_URL }),
};

export interface RequestOptions {
  /** Shows the loading indicator with this text until the answer arrives (spec §7). */
  loadingText?: string;
  /**
   * 'screen' when the calling screen shows a non-success message itself (its first load, in
   * place with a retry), so the shared client does not toast it as well; default 'toast'.
   */
  serverMessage?: 'toast' | 'screen';
}

/**
 * orval's mutator: performs one generated call through the matching shared client and resolves
 * with the body only. A plain function (not a hook), so query options work outside components.
 * @example const body = await apiRequest<LoanDetails200>({ url: '/v3/loan-details/loan-details', method: 'POST', data }, { loadingText: 'Loading' });
 */
export async function apiRequest<T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<T> {
  const stop = options?.loadingText ? startLoading(options.loadingText) : undefined;
  try {
    // The response interceptor has already replaced the axios response with its body.
    const serverMessage = options?.serverMessage ?? config.serverMessage;
    return (await apiClients[clientKindFor(config.url ?? '')].request({ ...config, serverMessage })) as T;
  } finally {
    stop?.();
  }
}
