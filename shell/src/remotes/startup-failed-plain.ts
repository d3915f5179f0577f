/**
 * The start-up error page without React: for when the shell's own code (the bootstrap chunk, the
 * shared React) cannot be loaded, so StartupFailed cannot render. Same words, a plain Retry.
 */
export function showStartupFailedPlain(container: HTMLElement): void {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.style.cssText =
    'max-width:560px;margin:48px auto;padding:16px;border:1px solid #e8590c;border-radius:8px;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = 'Section unavailable';
  title.style.cssText = 'font-size:1rem;margin:0 0 8px';
  const text = document.createElement('p');
  text.textContent = 'The application could not be loaded. Check your connection and try again in a moment.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  panel.append(title, text, retry);
  container.replaceChildren(panel);
}
