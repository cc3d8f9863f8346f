// The scale bench's balancer in its own process (as nginx would be): the scale-out test's round-robin proxy
// over BALANCER_UPSTREAMS (comma-separated URLs) with kept upstream connections (at most BALANCER_MAX_SOCKETS
// to each) and a health check timeout of 5 s. Prints its URL (one JSON line); on SIGTERM writes how many
// requests each upstream answered and how many failed to BALANCER_REPORT (a JSON file), then exits.
import { writeFileSync } from 'node:fs';
import { startRoundRobinProxy } from '../../packages/lti-tool/test/scale/round-robin-proxy';

const upstreams = (process.env.BALANCER_UPSTREAMS ?? '').split(',').filter(Boolean);
const proxy = await startRoundRobinProxy(upstreams, {
  keepAlive: true,
  maxSockets: Number(process.env.BALANCER_MAX_SOCKETS) || 64,
  healthTimeoutMs: 5_000,
});
console.log(JSON.stringify({ url: proxy.url }));
process.on('SIGTERM', () => {
  const report = process.env.BALANCER_REPORT;
  if (report)
    writeFileSync(
      report,
      JSON.stringify({ served: Object.fromEntries(proxy.served), failures: proxy.failures }),
    );
  void proxy.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
});
