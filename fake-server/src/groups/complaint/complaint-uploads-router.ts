import { Router } from 'express';
import type { FakeServer } from '../../fake-server.ts';
import { seededImageSvg } from './complaint-images.ts';
import { uploadEvictedMessage } from './upload-eviction-notice.ts';
import { SEEDED_SEGMENT } from './upload-urls.ts';

/**
 * GET /__fake/uploads/<sandbox>/<file>: the complaint images borrowers uploaded, and under `seed/`
 * the generated images of the seeded world (complaint evidence and replies, landing banners).
 */
export function complaintUploadsRouter(server: FakeServer): Router {
  const router = Router();
  router.get('/:sandbox/:file', (req, res) => {
    const { sandbox, file } = req.params;
    const uploaded = server.uploads.get(sandbox, file);
    if (uploaded !== undefined) {
      // An uploaded SVG could carry script: never let it run or be sniffed as something else.
      res
        .type(uploaded.mimeType)
        .set({
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        })
        .set('Cache-Control', 'private, max-age=3600')
        .send(uploaded.bytes);
      return;
    }
    const bannerTitle = (templateId: string) =>
      server.seedWorld.promotion.templates.find((template) => template.id === templateId)?.title;
    const svg = sandbox === SEEDED_SEGMENT ? seededImageSvg(file, bannerTitle) : undefined;
    if (svg !== undefined) {
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(svg);
      return;
    }
    res
      .status(404)
      .type('text/plain')
      .send(
        server.uploads.wasEvicted(sandbox, file)
          ? uploadEvictedMessage(server, file)
          : `No image ${file} in sandbox '${sandbox}'. Uploads live in memory: a restart or a reset forgets them.`,
      );
  });
  return router;
}
