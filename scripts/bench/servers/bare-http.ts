/** The load ceiling: a bare `node:http` server answering one JSON body. */
import { createServer } from 'node:http';

const body = JSON.stringify({ code: '00', message: 'success', data: { hello: 'world' } });
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`bare node:http listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
