// A first start as `npm start` does it in development (the demo seeded when there are no users yet) on a
// prepared DATA_DIR, listening on BENCH_PORT: the import bench times it up to its first /api/health answer.
import { createApi } from '@modkit/api';

const api = await createApi({ seedDemo: true, production: false, log: () => {} });
const server = api.app.listen(Number(process.env.BENCH_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void api.close().then(() => process.exit(0))));
