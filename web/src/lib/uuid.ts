// crypto.randomUUID exists only in secure contexts, and the app may be served over plain http
// inside the shell's webview, so a getRandomValues fallback is required.

/**
 * Returns a random RFC 9562 version 4 UUID in lower case.
 *
 * @example uuid() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function uuid(): string {
  const cryptoApi: Crypto | undefined = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') {
    cryptoApi.getRandomValues(bytes);
  } else {
    // Last resort for very old webviews: ids only need to be unique, not secret.
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  }
  return formatV4(bytes);
}

function formatV4(bytes: Uint8Array): string {
  const byte = (index: number): number => bytes[index] ?? 0;
  bytes[6] = (byte(6) & 0x0f) | 0x40; // version 4
  bytes[8] = (byte(8) & 0x3f) | 0x80; // RFC variant
  const hex = Array.from(bytes, (value) => value.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
