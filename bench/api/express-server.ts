// The framework baseline: an Express 5 app answering the same small JSON body as the plain Node server, on
// the same machine in the same run — the ceiling an Express api can reach here.
import type { AddressInfo } from 'node:net';
import express from 'express';

const body = { data: { results: [{ id: 1, name: 'baseline' }] } };
const app = express();
app.get('/', (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
