// Which source files a minified chunk's characters come from, through its source map (version 3,
// `mappings` in base64 VLQ). Used by bundle-breakdown.mjs to share a chunk's gzip size out by package.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one mapping segment ("AAAA,SAAS" -> its fields), each relative to the previous one. */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not base64 VLQ: ${JSON.stringify(segment)}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Characters of the generated code per source file: each mapped segment owns the characters up to the
 * next segment of its line (or the line's end); characters before a line's first segment and segments
 * without a source count as `null` (the bundler's glue).
 */
export function charactersBySource(code, map) {
  const lines = code.split('\n');
  const owned = new Map();
  const add = (source, count) => {
    if (count > 0) owned.set(source, (owned.get(source) ?? 0) + count);
  };
  let sourceIndex = 0;
  const mappingLines = map.mappings.split(';');
  lines.forEach((line, lineIndex) => {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    let previousSource = null;
    for (const segment of segments) {
      const fields = decodeVlq(segment);
      column += fields[0];
      add(previousSource, column - previousColumn);
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        previousSource = map.sources[sourceIndex] ?? null;
      } else previousSource = null;
      previousColumn = column;
    }
    // The newline belongs to whatever ended the line.
    add(previousSource, line.length - previousColumn + 1);
  });
  return owned;
}

/** The package a bundled source path belongs to: a node_modules package, our folder, or the bundler. */
export function packageOf(source) {
  if (source === null) return '(chunk glue)';
  // The MF plugin's generated init module (a data: URL holding its code).
  if (source.startsWith('data:')) return '(federation init glue)';
  // The generated modules of the shared Mantine groups (packages/mf-config/src/mantine-group-modules.ts).
  if (source.includes('node_modules/.cache/apparel-mantine-groups/')) return '(Mantine group modules)';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (/webpack\/runtime|rspack\/runtime|webpack\/container|webpack\/sharing/.test(source))
    return '(bundler runtime)';
  const ours = source.match(/(?:^|\/)((?:packages\/[^/]+)|shell|mf-[a-z-]+)\/src\//);
  if (ours) return ours[1];
  // An app's own files: webpack://@apparel/<app>/./src/…
  const app = source.match(/^webpack:\/\/@apparel\/([^/]+)\/\.\/src\//);
  return app ? app[1] : source.replace(/^webpack:\/\/[^/]*\//, '');
}
