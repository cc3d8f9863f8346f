import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The modules the entry chunk loads through its static imports when the bundler chunks the app on its own:
 * some twenty small chunks of code the routes share with the shell, each a request on a phone's network
 * before the first screen. Found by a first build that writes nothing (about 4 s); the app's build then puts
 * them in one chunk (`output.codeSplitting.groups`, see shellChunkName). Walking the entry's module graph
 * instead would take in every module behind the packages' index files, most of them the routes' alone.
 */
export async function entryImportedModules(config: InlineConfig): Promise<Set<string>> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of outputs.flatMap((o) => o.output))
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entry = [...chunks.values()].find((c) => c.isEntry && c.name === 'index');
  if (!entry) throw new Error('the first build has no index entry chunk');
  const modules = new Set<string>();
  const seen = new Set<string>();
  const pending = [...entry.imports];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const id of chunk.moduleIds) modules.add(id);
    pending.push(...chunk.imports);
  }
  return modules;
}

/** A chunk group's `name` for rolldown: 'shell' for the given modules, null (chunked as usual) for the rest. */
export const shellChunkName = (modules: Set<string>) => (id: string) => (modules.has(id) ? 'shell' : null);
