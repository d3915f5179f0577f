import type { QrModules } from './qr-modules';

interface QrAnswer {
  id: number;
  size?: number;
  dark?: Uint8Array;
  error?: string;
}

type Waiting = { value: string; resolve: (modules: QrModules) => void; reject: (error: Error) => void };

/** The codes asked of the worker and not yet answered, by request id. */
const waiting = new Map<number, Waiting>();
let nextId = 1;
let worker: Worker | null | undefined;

/** In this thread: where there is no worker (tests), or the worker could not start. */
const inThisThread = (value: string) => import('./qr-modules').then(({ qrModules }) => qrModules(value));

/** The page's one QR worker, started at the first code; null where workers are missing or fail. */
function qrWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') {
    worker = null;
    return worker;
  }
  worker = new Worker(new URL('./qr.worker.ts', import.meta.url), { name: 'qr-codes' });
  worker.onmessage = ({ data }: MessageEvent<QrAnswer>) => {
    const asked = waiting.get(data.id);
    waiting.delete(data.id);
    if (!asked) return;
    if (data.size !== undefined && data.dark) asked.resolve({ size: data.size, dark: data.dark });
    else asked.reject(new Error(data.error ?? 'The QR code could not be made'));
  };
  worker.onerror = (event) => {
    // The worker's script did not load or run: every code from now on, and those waiting, here.
    event.preventDefault();
    worker?.terminate();
    worker = null;
    for (const [id, { value, resolve, reject }] of waiting) {
      waiting.delete(id);
      inThisThread(value).then(resolve, reject);
    }
  };
  return worker;
}

/**
 * The QR code of a value, made off the main thread: the qrcode library's work (segmenting the text,
 * trying the eight masks) was the list's longest task after it showed on a phone, its first code the
 * longest (issue 20). Falls back to this thread where there is no worker.
 */
export function makeQr(value: string): Promise<QrModules> {
  const codes = qrWorker();
  if (!codes) return inThisThread(value);
  const id = nextId++;
  return new Promise<QrModules>((resolve, reject) => {
    waiting.set(id, { value, resolve, reject });
    codes.postMessage({ id, value });
  });
}
