import { Router } from 'express';
import { badEscapeAsText } from '../admin/bad-escape.ts';
import type { FakeServer } from '../fake-server.ts';
import { logoSvg, paymentQrSvg } from './svg-images.ts';

/**
 * GET /__fake/assets/<name>.svg: product logos (p1001.svg), channel logos (ch-90006.svg) and payment
 * QR codes (qr-<code>.svg, real and scannable). Every image URL in an answer points here, so nothing loads from the
 * internet.
 */
export function assetsRouter(server: FakeServer): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const file = req.params.file;
    const product = /^(p\d{4})\.svg$/i.exec(file);
    const channel = /^ch-(\d{1,10})\.svg$/.exec(file);
    const qr = /^qr-([A-Za-z0-9]{1,64})\.svg$/.exec(file);
    let svg: string | undefined;
    if (product?.[1]) {
      const found = server.seedWorld.shared.products.find(
        (candidate) => candidate.productId === product[1]?.toUpperCase(),
      );
      if (found) svg = logoSvg(found.name, found.color);
    } else if (channel?.[1]) {
      const found = server.seedWorld.shared.channels.find(
        (candidate) => candidate.channelNumber === channel[1],
      );
      if (found) svg = logoSvg(found.name, found.color);
    } else if (qr?.[1]) {
      svg = await paymentQrSvg(qr[1]);
    }
    if (svg === undefined) {
      res
        .status(404)
        .type('text/plain')
        .send(`No asset ${file}. Assets: p1001.svg…, ch-90006.svg…, qr-<code>.svg.`);
      return;
    }
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(svg);
  });
  router.use(badEscapeAsText);
  return router;
}
