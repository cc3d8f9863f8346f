// The composed production server (packages/host-demo/dist/server/main.js) as `npm start` runs it, plus one hook
// for the memory bench: SIGUSR2 runs a full garbage collection (node --expose-gc), so that the heap read after it
// is what the server keeps, not garbage waiting for a collection.
process.on('SIGUSR2', () => globalThis.gc?.());
await import(new URL('../../packages/host-demo/dist/server/main.js', import.meta.url).href);
