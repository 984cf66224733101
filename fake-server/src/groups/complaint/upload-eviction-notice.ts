import type { FakeServer } from '../../fake-server.ts';
import { noticeEntry } from '../../store/sandbox.ts';
import { uploadUrl } from './upload-urls.ts';

/** Why an uploaded image is gone, for its URL and its sandbox's request log. */
export function uploadEvictedMessage(server: FakeServer, file: string): string {
  const megabytes = Math.round(server.uploads.maxBytes / 1024 / 1024);
  return (
    `Uploaded image ${file} was evicted to keep memory bounded: the uploads of every sandbox share ` +
    `${megabytes} MB (FAKE_UPLOADS_MAX_MB), the oldest go first. Upload it again to see it.`
  );
}

/**
 * Tells the owner of each evicted upload: a NOTICE line in its request log (when the sandbox is in
 * memory) and a `request` event, so an open QA page shows it at once.
 */
export function noticeUploadEvictions(server: FakeServer): void {
  server.uploads.onEvict(({ sandboxId, file }) => {
    const notice = noticeEntry({
      at: server.now().toISOString(),
      sandboxId,
      path: uploadUrl(sandboxId, file),
      code: 'upload-evicted',
      message: uploadEvictedMessage(server, file),
    });
    // Only a sandbox in memory has a log to write to; the event reaches an open QA page either way.
    const entry = server.sandboxes.has(sandboxId)
      ? server.sandboxes.log(server.sandboxes.peek(sandboxId), notice)
      : { id: 0, ...notice };
    server.emit(sandboxId, 'request', entry);
  });
}
