import { readFile } from 'node:fs/promises';
import { type Plugin, transform } from 'esbuild';

/**
 * Minifies the CSS the widgets keep in `*_CSS` template literals (plain CSS for their shadow roots):
 * each piece between `${…}` interpolations is a complete set of rules, minified by esbuild's CSS minifier.
 */
export function minifyCssLiterals(): Plugin {
  return {
    name: 'minify-css-literals',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!/_CSS\s*=\s*`/.test(source)) return undefined;
        const pieces: Array<Promise<string>> = [];
        const parts = source.split(/(_CSS\s*=\s*`[^`]*`)/);
        for (const part of parts) {
          const match = /^(_CSS\s*=\s*`)([^`]*)(`)$/.exec(part);
          if (!match) {
            pieces.push(Promise.resolve(part));
            continue;
          }
          const [, head, body, tail] = match as unknown as [string, string, string, string];
          const chunks = body.split(/(\$\{[^}]+\})/);
          pieces.push(
            Promise.all(
              chunks.map(async (chunk) =>
                chunk.startsWith('${') || !chunk.trim()
                  ? chunk
                  : (await transform(chunk, { loader: 'css', minify: true })).code.trim(),
              ),
            ).then((minified) => `${head}${minified.join('')}${tail}`),
          );
        }
        return {
          contents: (await Promise.all(pieces)).join(''),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}
