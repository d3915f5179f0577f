import type { Compilation, Compiler } from '@rspack/core';

type ChunkGroup = Compilation['chunkGroups'][number];
type Chunk = ChunkGroup['chunks'][number];

const PROVIDED = /^provide shared module \(([^)]+)\) (\S+)@\S* = /;
const CONSUMED = /^consume shared module \(([^)]+)\) (\S+)@\S* /;

/**
 * The scripts the shell's runtime loads before its bootstrap module runs: the chunks of the group
 * `import(bootstrapRequest)` starts, and, for every shared module a loaded chunk consumes, the chunks
 * of the shell's own provider of it (at start-up the shell is the share scope's only provider), and so
 * on for what those consume. Files as the page names them (`publicPath` + file).
 */
export function startUpScripts(
  compilation: Compilation,
  bootstrapRequest: string,
  publicPath: string,
): string[] {
  const main = compilation.entrypoints.get('main');
  const bootstrap = main?.childrenIterable.find((group) =>
    group.origins.some((origin) => origin.request === bootstrapRequest),
  );
  if (!bootstrap) return [];
  const providers = new Map<string, ChunkGroup>();
  for (const group of compilation.chunkGroups)
    for (const origin of group.origins) {
      const provided = PROVIDED.exec(origin.module?.identifier() ?? '');
      if (provided) providers.set(`${provided[1]} ${provided[2]}`, group);
    }
  const chunks = new Set<Chunk>();
  const visit = (group: ChunkGroup) => {
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const consumed = CONSUMED.exec(module.identifier());
        const provider = consumed && providers.get(`${consumed[1]} ${consumed[2]}`);
        if (provider) visit(provider);
      }
    }
  };
  visit(bootstrap);
  const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  return [...new Set(files)].sort().map((file) => `${publicPath}${file}`);
}

/**
 * The shell's start-up scripts named in its index.html as deferred scripts right after main.js
 * (issue 20, phones). The parser then adds them while it reads the page, before the first paint, and
 * the browser fetches them with main.js; main.js's runtime finds each one by its `src` and waits for
 * it instead of adding it itself, which was half of its start-up task on a phone (one `appendChild`
 * each). They run after main.js (deferred scripts run in order), so the runtime is ready for them.
 */
export const startUpScriptsPlugin = (bootstrapRequest: string, publicPath: string) => ({
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('StartUpScripts', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartUpScripts', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = page.source.source().toString();
          const main = /<script defer(?:="defer")? src="[^"]*\/main\.[^"]*"><\/script>/.exec(html);
          if (!main) return;
          const tags = startUpScripts(compilation, bootstrapRequest, publicPath)
            .map((src) => `<script defer src="${src}"></script>`)
            .join('');
          const at = main.index + main[0].length;
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(html.slice(0, at) + tags + html.slice(at)),
          );
        },
      );
    });
  },
});
