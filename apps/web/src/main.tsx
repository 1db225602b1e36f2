import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado.');

/** Resolves once the browser has painted the current frame (or after 200 ms in a hidden tab). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timeout);
        resolve();
      }, 0),
    );
  });
}

/** Buttons of the page clicked before the app took over (links work without it). */
const earlyClicks: HTMLButtonElement[] = [];
function recordClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && container?.contains(button)) earlyClicks.push(button);
}

// A prerendered page (scripts/prerender.mjs) is readable as it arrives: the app's code is fetched
// and run only once the browser has painted it, so it never competes with the first paint. The
// page's <template id="deferred-preloads"> then fetches every chunk the hydration needs at once,
// and the buttons clicked meanwhile are clicked again once the app has hydrated.
const prerendered = container.firstElementChild !== null;
if (prerendered) {
  document.addEventListener('click', recordClick, true);
  await afterPaint();
  const preloads = document.getElementById('deferred-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
}
// zod would probe `new Function` on its first object parse (to compile parsers), which may come
// while the app's modules load: the site's CSP refuses eval, and the refused probe is reported as
// a policy violation on every page. The parsers run interpreted instead (small objects, no loss).
// zod keeps its configuration on globalThis (zod's `config()`, without importing zod here), so it
// is set before any module that uses zod is evaluated.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
const { startApp } = await import('./app/start');
await startApp(container);
if (prerendered) {
  document.removeEventListener('click', recordClick, true);
  for (const button of earlyClicks) if (button.isConnected) button.click();
}
