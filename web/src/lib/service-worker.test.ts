import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

const register = vi.fn<(url: string) => Promise<unknown>>();
const unregister = vi.fn<() => Promise<boolean>>();
const getRegistration = vi.fn<() => Promise<{ unregister: typeof unregister } | undefined>>();
const fetchMock = vi.fn<typeof fetch>();
let reload: MockInstance<() => void>;

/** A fetch answer with this status and content type. */
const answer = (status: number, contentType?: string) =>
  new Response(status === 404 ? 'Not found' : 'self.addEventListener;', {
    status,
    headers: contentType ? { 'content-type': contentType } : {},
  });

beforeEach(() => {
  register.mockResolvedValue({});
  unregister.mockResolvedValue(true);
  getRegistration.mockResolvedValue({ unregister });
  // happy-dom has no service workers; give this test's navigator a container of mocks.
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration },
  });
  vi.stubGlobal('fetch', fetchMock);
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('checks the file as a worker script would be fetched, then registers it when it is JavaScript', async () => {
    fetchMock.mockResolvedValue(answer(200, 'text/javascript; charset=utf-8'));
    await registerServiceWorker('/sw.js');
    expect(fetchMock).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-cache' }));
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Service-Worker')).toBe('script');
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(getRegistration).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('registers under the base the app was built for', async () => {
    fetchMock.mockResolvedValue(answer(200, 'application/javascript'));
    await registerServiceWorker('/h5/sw.js');
    expect(register).toHaveBeenCalledWith('/h5/sw.js');
  });

  it.each([
    ['answers 404', answer(404, 'text/javascript')],
    ['is served as text/html (a fallback page)', answer(200, 'text/html; charset=utf-8')],
    ['has no content type', answer(200)],
  ])('when the file %s: unregisters the earlier worker and reloads once', async (_case, response) => {
    fetchMock.mockResolvedValue(response);
    await registerServiceWorker('/sw.js');
    expect(register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when there is no registration (the page after the reload)', async () => {
    fetchMock.mockResolvedValue(answer(404));
    getRegistration.mockResolvedValue(undefined);
    await registerServiceWorker('/sw.js');
    expect(register).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the browser refuses to unregister', async () => {
    fetchMock.mockResolvedValue(answer(404));
    unregister.mockResolvedValue(false);
    await registerServiceWorker('/sw.js');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing offline (the check itself fails)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(registerServiceWorker('/sw.js')).resolves.toBeUndefined();
    expect(register).not.toHaveBeenCalled();
    expect(getRegistration).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not throw when the browser rejects the registration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(200, 'text/javascript'));
    register.mockRejectedValue(new DOMException('The script has an unsupported MIME type', 'SecurityError'));
    await expect(registerServiceWorker('/sw.js')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing without service workers (old webviews, insecure origins)', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await registerServiceWorker('/sw.js');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
