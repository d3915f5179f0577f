import type { Compilation, Compiler } from '@rspack/core';

type ChunkGroup = Compilation['chunkGroups'][number];
type Chunk = ChunkGroup['chunks'][number];

const PROVIDED = /^provide shared module \(([^)]+)\) (\S+)@\S* = /;
const CONSUMED = /^consume shared module \(([^)]+)\) (\S+)@\S* /;

/**
 * The files the shell's runtime loads before its bootstrap module runs: the chunks of the group
 * `import(bootstrapRequest)` starts, and, for every shared module a loaded chunk consumes, the chunks
 * of the shell's own provider of it (at start-up the shell is the share scope's only provider), and so
 * on for what those consume. Their scripts and their stylesheets, as the page names them
 * (`publicPath` + file).
 */
export function startUpFiles(
  compilation: Compilation,
  bootstrapRequest: string,
  publicPath: string,
): { scripts: string[]; stylesheets: string[] } {
  const main = compilation.entrypoints.get('main');
  const bootstrap = main?.childrenIterable.find((group) =>
    group.origins.some((origin) => origin.request === bootstrapRequest),
  );
  if (!bootstrap) return { scripts: [], stylesheets: [] };
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
  // In the order the runtime loads the chunks: a later stylesheet overrides an earlier one (the UI
  // package's rules come after Mantine's). Scripts wait for each other, so theirs does not matter.
  const files = [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))];
  const named = (extension: string) =>
    files.filter((file) => file.endsWith(extension)).map((file) => `${publicPath}${file}`);
  return { scripts: named('.js').sort(), stylesheets: named('.css') };
}

/**
 * The shell's start-up files named in its index.html (issue 20, phones). Its scripts come as deferred
 * scripts right after main.js: the parser adds them while it reads the page, before the first paint,
 * and the browser fetches them with main.js; main.js's runtime finds each one by its `src` and waits
 * for it instead of adding it itself, which was half of its start-up task on a phone (one
 * `appendChild` each). They run after main.js (deferred scripts run in order), so the runtime is
 * ready for them. Its stylesheets (Mantine's, 275 KB) come as stylesheet links before the scripts:
 * fetched with the document instead of after main.js has run, and parsed while the scripts are still
 * on the wire, before the first paint (which the empty page has nothing for yet), instead of in a
 * long task after it; the runtime finds each link by its `href` and does not add it again.
 */
export const startUpFilesPlugin = (bootstrapRequest: string, publicPath: string) => ({
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('StartUpFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartUpFiles', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = page.source.source().toString();
          const main = /<script defer(?:="defer")? src="[^"]*\/main\.[^"]*"><\/script>/.exec(html);
          if (!main) return;
          const { scripts, stylesheets } = startUpFiles(compilation, bootstrapRequest, publicPath);
          const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
          const tags = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
          const at = main.index + main[0].length;
          compilation.updateAsset(
            'index.html',
            new sources.RawSource(html.slice(0, main.index) + links + main[0] + tags + html.slice(at)),
          );
        },
      );
    });
  },
});
