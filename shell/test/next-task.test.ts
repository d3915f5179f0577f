import { expect, it } from 'vitest';
import { nextTask } from '../src/next-task';

it('resolves in a later task: after every microtask queued before it, however long the chain', async () => {
  const order: string[] = [];
  let chain = Promise.resolve();
  for (let step = 0; step < 100; step++) chain = chain.then(() => undefined);
  void chain.then(() => order.push('microtasks'));
  await nextTask();
  order.push('next task');
  expect(order).toEqual(['microtasks', 'next task']);
});
