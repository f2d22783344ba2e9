import '#web/styles.css';

/*
 * The browser's entry, kept tiny: it carries the stylesheet and starts the app.
 * A page the server rendered (decision 027) is readable already, so the app's
 * scripts are fetched only after the browser has painted it: on a slow
 * network they no longer hold back the first paint or the first photos. Its
 * route's chunks (listed by the server in #haat-preload) are fetched with the
 * app, not after it. Any other page starts the app at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const state = document.getElementById('haat-state')?.textContent ?? null;

function preload(files: string[]) {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

async function run() {
  const { start } = await import('#web/start.tsx');
  await start(root as HTMLElement, state);
}

/** Without a paint to wait for (a hidden tab, a browser that does not report one), the app starts anyway. */
const PAINT_WAIT_LIMIT_MS = 2_000;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/** Runs `then` once, right after the first contentful paint (or PAINT_WAIT_LIMIT_MS, whichever comes first). */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(then);
  };
  if (painted()) return once();
  setTimeout(once, PAINT_WAIT_LIMIT_MS);
  try {
    new PerformanceObserver((_, observer) => {
      if (!painted()) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint' });
  } catch {
    requestAnimationFrame(() => once());
  }
}

if (state) {
  afterFirstPaint(() => {
    preload(JSON.parse(document.getElementById('haat-preload')?.textContent ?? '[]') as string[]);
    void run();
  });
} else {
  void run();
}
