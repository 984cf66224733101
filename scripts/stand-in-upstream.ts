/**
 * `npm run upstream:stand-in`: a local stand-in for a team's real backend, to try the validating
 * proxy without one: `FAKE_UPSTREAM=http://127.0.0.1:4020 npm run dev`. It answers like a backend
 * a little out of step with the contract, the way real ones drift:
 * - loan-play-detail sends `repayAmount` as text with two decimals ('9245.70'),
 * - loan-details adds a field the contract does not have (`serverTime`),
 * - the complaint calls are not deployed (404), so the fake answers them (fallback).
 * Everything else is a fake server's answer (same seed), passed on unchanged.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApp } from '../fake-server/src/app.ts';

const port = Number(process.env.UPSTREAM_PORT ?? 4020);
const seed = Number(process.env.FAKE_SEED ?? 1);

type Json = Record<string, unknown>;

/** The drift this stand-in shows, per path; the answer is the fake's. */
const DRIFT: Record<string, (answer: Json) => Json> = {
  '/v3/installment/loan-play-detail': (answer) => {
    const data = answer.data as Json | null;
    if (data !== null && typeof data.repayAmount === 'number')
      data.repayAmount = (data.repayAmount / 100).toFixed(2);
    return answer;
  },
  '/v3/loan-details/loan-details': (answer) => {
    const data = answer.data as Json | null;
    if (data !== null) data.serverTime = new Date().toISOString();
    return answer;
  },
};

const NOT_DEPLOYED = /^\/spoken\/user-problem\//;

// The backend behind the stand-in: a fake server of its own, on a private port.
const inner = createApp({ seed }).listen(0, '127.0.0.1');
await new Promise<void>((resolve) => inner.once('listening', resolve));
const innerOrigin = `http://127.0.0.1:${(inner.address() as AddressInfo).port}`;

const app = express();
app.use(express.raw({ type: () => true, limit: '10mb' }));
app.use(async (req, res) => {
  if (NOT_DEPLOYED.test(req.path)) {
    res.status(404).type('text').send(`${req.path} is not deployed on this backend`);
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
      headers.set(name, value);
  const body = req.method === 'GET' || !Buffer.isBuffer(req.body) ? undefined : new Uint8Array(req.body);
  const answer = await fetch(`${innerOrigin}${req.originalUrl}`, { method: req.method, headers, body });
  const type = answer.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await answer.arrayBuffer());
  const drift = DRIFT[req.path];
  if (drift === undefined || !type.includes('json')) {
    res.status(answer.status).type(type).send(bytes);
    return;
  }
  res.status(answer.status).json(drift(JSON.parse(bytes.toString('utf8')) as Json));
});

app.listen(port, '127.0.0.1', () => {
  console.log(
    `Stand-in upstream on http://127.0.0.1:${port} (a fake backend that drifts from the contract).\n` +
      `Run the app against it: FAKE_UPSTREAM=http://127.0.0.1:${port} npm run dev — the QA page's "Upstream and drift" section fills as you use the app.`,
  );
});
