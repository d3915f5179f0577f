// Vitest setup for component tests: jest-dom matchers, the browser APIs Mantine needs under jsdom, and
// what every test gets back after it runs.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Jsdom renders Mantine slowly, more so when other suites share the CPU; the test timeout is in each
// project's vitest config.
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'getComputedStyle', { value: window.getComputedStyle, writable: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The real fetch comes back, and no toast outlives its test (the notifications store outlives a render).
  vi.unstubAllGlobals();
  notifications.clean();
});
