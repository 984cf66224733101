// The QA page (GET /__fake): built by Vite from fake-server/qa-page/ (its typed module, which
// imports the server's own status, flag, scenario and fault tables) into fake-server/qa-page/dist/.
import { join } from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { ensureQaPage, QA_PAGE_DIST } from '../../qa-page/build.ts';
import { QA_PAGE_BASE } from '../../qa-page/config.ts';
import { errorSummary } from '../api/bug-report.ts';
import { terminalText } from '../api/terminal-text.ts';

/**
 * Builds the page when it is missing or older than its sources (the fake server's start, and each
 * load of the page: a saved source shows on the next reload, in `npm run dev` too). Says so when it
 * builds; a failed build is told, and the page answers with its error until a build works.
 */
export async function freshQaPage(log: (line: string) => void = () => {}): Promise<void> {
  const built = await ensureQaPage();
  if (built) log(`built the QA page in ${built.ms} ms (${built.reason}).`);
}

/** Never cached: a rebuilt page shows on the next load. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /__fake and the page's built files under /__fake/qa-page/. */
export function qaPageRouter(): Router {
  const router = Router();
  router.get('/', async (_req: Request, res: Response) => {
    try {
      await freshQaPage((line) => console.log(`fake-server: ${line}`));
      res.sendFile(join(QA_PAGE_DIST, 'index.html'), { headers: NO_STORE });
    } catch (error) {
      // The build's message names files by their absolute paths: those stay in the console.
      console.error(terminalText(`fake-server: the QA page does not build: ${(error as Error).message}`));
      res
        .status(500)
        .type('text')
        .send(
          `The QA page does not build (npm run build:qa says more; so does the fake server's console): ${errorSummary(error)}`,
        );
    }
  });
  router.use(
    QA_PAGE_BASE.replace(/^\/__fake/, '').replace(/\/$/, ''),
    express.static(QA_PAGE_DIST, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', NO_STORE['Cache-Control']),
    }),
  );
  return router;
}
