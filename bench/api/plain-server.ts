// The baseline: a plain Node http server answering a small JSON body, on the same machine in the same run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({ data: { results: [{ id: 1, name: 'baseline' }] } });
const server = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
