/**
 * The load baseline: a bare Express 5 app with one JSON route (the budget's reference), and a form
 * POST read by Express's own parser (a reference row: what reading a form body costs Express).
 */
import express from 'express';

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ code: '00', message: 'success', data: { hello: 'world' } });
});
app.post('/form', express.urlencoded({ extended: false }), (req, res) => {
  res.json({ code: '00', message: 'success', data: req.body });
});
const server = app.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`bare Express listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
