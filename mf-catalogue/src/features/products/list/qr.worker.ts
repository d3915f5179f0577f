import { qrModules } from './qr-modules';

/** What the page asks: the code of `value`, answered under the same `id`. */
interface QrRequest {
  id: number;
  value: string;
}

// The worker's global scope, as much of it as this file uses (the project's types are the page's).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<QrRequest>) => void) | null;
  postMessage: (message: unknown, transfer: Transferable[]) => void;
};

scope.onmessage = ({ data: { id, value } }) => {
  try {
    const { size, dark } = qrModules(value);
    scope.postMessage({ id, size, dark }, [dark.buffer]);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
