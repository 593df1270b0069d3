import '@testing-library/jest-dom/vitest';
// jsdom has no canvas: the charts (Chart.js) draw on a mocked 2D context.
import 'vitest-canvas-mock';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { classClashes } from '../src/testing/class-clashes.ts';

// jsdom lacks these; Radix primitives (Select, Dialog) use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};

// console.error in a test is a failure.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  const clashes = classClashes(document.body);
  cleanup();
  if (clashes.length) throw new Error(`Clashing classes (pick a variant instead of overriding):\n${clashes.join('\n')}`);
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
