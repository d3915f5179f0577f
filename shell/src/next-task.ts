/**
 * Resolves in a new task of the event loop, so the start-up work before and after it runs as two
 * tasks: the browser can paint and take input between them, and on a phone neither is one long task
 * (Lighthouse's mobile run counts a task as blocking above 50 ms at 4x CPU, i.e. 12.5 ms here). A
 * message rather than a timer: no 4 ms clamp once timers nest.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
