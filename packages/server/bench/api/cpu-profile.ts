/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and sums self time by where it goes: framework hooks,
 * logging, validation, serialisation, JWT, ORM, driver, Node's HTTP and sockets, GC, and idle time
 * (the server waiting: on PostgreSQL, and on the network). Only samples inside a time window count,
 * so start-up and warm-up stay out of the numbers.
 */
import { readFile } from 'node:fs/promises';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

export const CATEGORIES = [
  'idle: database wait and network',
  'framework hooks and routing (fastify, helmet)',
  'logging (pino)',
  'validation (zod)',
  'serialisation',
  'JWT (jose, HMAC)',
  'ORM (drizzle)',
  'driver (pg)',
  'node core: HTTP, sockets, timers',
  'socket writes (syscalls; loopback TCP delivery)',
  'garbage collection',
  'V8 and native (program)',
  'app code',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

const PACKAGES: [RegExp, Category][] = [
  [/\/(pino|pino-std-serializers|sonic-boom|thread-stream|on-exit-leak-free)\//, 'logging (pino)'],
  [/\/(fast-json-stringify|fast-uri|json-schema-ref-resolver)\//, 'serialisation'],
  [/\/jose\//, 'JWT (jose, HMAC)'],
  [/\/drizzle-orm\//, 'ORM (drizzle)'],
  [/\/(pg|pg-pool|pg-protocol|pg-types|pg-connection-string|postgres-\w+|pgpass)\//, 'driver (pg)'],
  [
    /\/(fastify|@fastify\/[\w-]+|find-my-way|avvio|light-my-request|helmet|fastify-plugin|secure-json-parse|fast-querystring|toad-cache|process-warning|abstract-logging|@fastify)\//,
    'framework hooks and routing (fastify, helmet)',
  ],
];

const isNodeInternal = (url: string) => url.startsWith('node:') || url === '';

/** The category of one frame by its own script, before looking at who called it. */
const ownCategory = (frame: CallFrame): Category | 'zod' | 'node' | undefined => {
  const { url, functionName } = frame;
  if (functionName === '(idle)') return 'idle: database wait and network';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native (program)';
  if (functionName === '(root)') return 'other';
  if (isNodeInternal(url)) return 'node';
  if (/\/(zod|fastify-type-provider-zod)\//.test(url)) return 'zod';
  for (const [pattern, category] of PACKAGES) if (pattern.test(url)) return category;
  if (/\/packages\/(server|contracts)\/(src|dist)\//.test(url)) return 'app code';
  return 'other';
};

export type Breakdown = {
  windowMs: number;
  byCategory: Record<Category, number>;
  topFunctions: { name: string; ms: number }[];
};

export const analyseProfile = async (
  path: string,
  window: { fromEndMs: number; toEndMs: number },
): Promise<Breakdown> => {
  const profile = JSON.parse(await readFile(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const ancestors = function* (id: number) {
    for (let at = parent.get(id); at !== undefined; at = parent.get(at)) yield byId.get(at) as ProfileNode;
  };

  const categoryCache = new Map<number, Category>();
  const categoryOf = (id: number): Category => {
    const cached = categoryCache.get(id);
    if (cached) return cached;
    const node = byId.get(id) as ProfileNode;
    let category = ownCategory(node.callFrame);
    if (category === 'zod') {
      category = 'validation (zod)';
      for (const up of ancestors(id)) {
        const { url, functionName } = up.callFrame;
        if (/serializ/i.test(functionName) || /fastify\/lib\/reply/.test(url)) {
          category = 'serialisation';
          break;
        }
        if (/\/jose\//.test(url) || (functionName === 'verify' && ownCategory(up.callFrame) === 'app code')) {
          category = 'JWT (jose, HMAC)';
          break;
        }
        if (/fastify\/lib\/(validation|handle-request)/.test(url)) break;
      }
    } else if (category === 'node') {
      // Node's own code counts for the package that called it when that is JWT, the driver or logging;
      // a write to a socket is its own line (on loopback the kernel delivers to the reader in the call).
      category = /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|writeString)$/.test(
        node.callFrame.functionName,
      )
        ? 'socket writes (syscalls; loopback TCP delivery)'
        : 'node core: HTTP, sockets, timers';
      for (const up of ancestors(id)) {
        const above = ownCategory(up.callFrame);
        if (above === 'node') continue;
        const isWrite = category === 'socket writes (syscalls; loopback TCP delivery)';
        if (
          above === 'logging (pino)' ||
          (!isWrite && (above === 'JWT (jose, HMAC)' || above === 'driver (pg)'))
        )
          category = above;
        break;
      }
    }
    categoryCache.set(id, category as Category);
    return category as Category;
  };

  const from = profile.endTime - window.fromEndMs * 1000;
  const to = profile.endTime - window.toEndMs * 1000;
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const byFunction = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < from || time > to) continue;
    const id = profile.samples[i] as number;
    byCategory[categoryOf(id)] += delta / 1000;
    const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/packages\//, '')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta / 1000);
  }
  const topFunctions = [...byFunction]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => ({ name, ms }));
  return { windowMs: (to - from) / 1000, byCategory, topFunctions };
};
