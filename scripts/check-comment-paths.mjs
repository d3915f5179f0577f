#!/usr/bin/env node
// Fails when a comment in the source, a doc under docs/ or a README names a repository file that does not
// exist, so the repository's explanations cannot point at files that were moved or deleted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { checkEndpointSection } from './endpoint-docs.mjs';
import { checkEndpointProjection } from './endpoint-projection.mjs';

/** Folders never read: installed, built or run-time output. A path through one of them is not a repository path. */
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  'registry',
  '.tsbuild',
  '.data',
  '.e2e-data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** Extensions that make a word with a slash a file path (data such as .jsonl or .webp is run-time output). */
const FILE_PATH = /\/.*\.(ts|tsx|mts|mjs|cjs|js|json|md|sql|css|html|ya?ml|sh|toml)$/;
const WORD = /[\w@./-]+/g;

/** The comments of a JavaScript or TypeScript file, each as its text and the line it starts on. */
export function commentsOf(source) {
  const comments = [];
  let line = 1;
  let last = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\n') line++;
    if (/\s/.test(c)) continue;
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      comments.push({ text: source.slice(i + 2, end === -1 ? undefined : end), line });
      i = (end === -1 ? source.length : end) - 1;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const text = source.slice(i + 2, end === -1 ? undefined : end);
      comments.push({ text, line });
      line += text.split('\n').length - 1;
      i = end === -1 ? source.length : end + 1;
      continue;
    }
    if (c === '"' || c === "'" || c === '`' || (c === '/' && /^$|[(,=:[!&|?{};+\-*%<>~^]$/.test(last))) {
      // A string, template or regular expression: skipped whole so that "//" inside it is not a comment.
      let inClass = false;
      for (i++; i < source.length; i++) {
        const d = source[i];
        if (d === '\\') {
          if (source[i + 1] === '\n') line++;
          i++;
          continue;
        }
        if (d === '\n' && c !== '`') {
          i--; // an unclosed quote or a division: the line ends it, and the outer loop counts the newline
          break;
        }
        if (d === '\n') line++;
        if (c === '/' && d === '[') inClass = true;
        else if (c === '/' && d === ']') inClass = false;
        else if (d === c && !inClass) break;
      }
      last = 'x';
      continue;
    }
    last = /[\w$)\]]/.test(c) ? 'x' : c;
  }
  return comments;
}

/** The words of a text that look like repository paths, with the line each is on (1 = the text's first). */
export function pathsIn(text, topFolders) {
  const found = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(WORD)) {
      const before = lineText.slice(0, match.index);
      const after = lineText[match.index + match[0].length] ?? '';
      // URLs, globs, placeholders (<area>, {a,b}, ${x}) and absolute paths are not repository paths.
      if (/[:$]$|\w:\/\/\S*$/.test(before) || /[*<>{}$]/.test(after)) continue;
      const word = match[0].replace(/[.-]+$/, '');
      if (word.startsWith('/') || word.startsWith('@')) continue;
      const top = word.replace(/^\.\//, '').split('/')[0];
      const looksLikePath = FILE_PATH.test(word) || (word.includes('/') && topFolders.has(top));
      if (!looksLikePath) continue;
      if (word.split('/').some((part) => NOT_SOURCE.has(part))) continue;
      found.push({ path: word, line: index + 1 });
    }
  });
  return found;
}

/** Every file and folder under root that the check reads or resolves against. */
function walk(root) {
  const entries = [];
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      if (NOT_SOURCE.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      const isDir = statSync(path).isDirectory();
      entries.push({ path, isDir });
      if (isDir) visit(path);
    }
  };
  visit(root);
  return entries;
}

/** The top-level folders of the repository whose names start a path (packages/, docs/, shell/, mf-auth/, ...). */
const topFoldersOf = (entries, root) =>
  new Set(entries.filter((e) => e.isDir && dirname(e.path) === root).map((e) => relative(root, e.path)));

const isDoc = (root, file) => {
  const rel = relative(root, file).split(sep);
  return file.endsWith('.md') && (rel[0] === 'docs' || /^README(\..*)?\.md$/i.test(rel.at(-1) ?? ''));
};

/** Each path named in a comment or doc under root that exists neither from root nor from its file's folder. */
export function findMissingPaths(root) {
  const entries = walk(root);
  const existing = new Set(entries.map((e) => e.path));
  const topFolders = topFoldersOf(entries, root);
  const missing = [];
  for (const { path: file, isDir } of entries) {
    if (isDir) continue;
    const named = SOURCE.test(file)
      ? commentsOf(readFileSync(file, 'utf8')).flatMap((comment) =>
          pathsIn(comment.text, topFolders).map((p) => ({ ...p, line: comment.line + p.line - 1 })),
        )
      : isDoc(root, file)
        ? pathsIn(readFileSync(file, 'utf8'), topFolders)
        : [];
    for (const { path, line } of named) {
      const candidates = [resolve(root, path), resolve(dirname(file), path)].map((p) => p.replace(/\/$/, ''));
      if (!candidates.some((p) => existing.has(p))) missing.push({ file: relative(root, file), line, path });
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write');
  const root = resolve(
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..'),
  );
  const missing = findMissingPaths(root);
  for (const { file, line, path } of missing)
    console.error(`${file}:${line}: names ${path}, which does not exist`);
  const endpoints = await checkEndpointSection(root, { write });
  if (endpoints.message) (endpoints.ok ? console.log : console.error)(endpoints.message);
  const projection = await checkEndpointProjection(root, { write });
  if (projection.message) (projection.ok ? console.log : console.error)(projection.message);
  if (missing.length > 0 || !endpoints.ok || !projection.ok) process.exit(1);
  console.log(
    'paths named in comments and docs exist; the docs list every endpoint; the projection is current',
  );
}
