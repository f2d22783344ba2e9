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

/**
 * Each modulepreload link starts a fetch when it joins the head: 0.2–0.4 ms of the main thread apiece here, so a
 * product link's 33 files took 8–45 ms in one task (over 10 ms counts as blocking on a mid-range phone). They go in
 * a few at a time, one task each, the route's first files (the start, the libraries, the shell) first.
 */
const PRELOADS_PER_TASK = 6;

function preload(files: string[]) {
  const links = document.createDocumentFragment();
  for (const file of files.slice(0, PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
  if (files.length > PRELOADS_PER_TASK) setTimeout(() => preload(files.slice(PRELOADS_PER_TASK)));
}

async function run() {
  const { start } = await import('#web/start.tsx');
  await start(root as HTMLElement, state);
}

/**
 * Resolves in a later task, after whatever input the browser has queued meanwhile: `scheduler.yield()` where there
 * is one, else a message (a chain of timeouts would wait at least 4 ms each after the fifth).
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener('message', () => resolve(), { once: true });
    channel.port1.start();
    channel.port2.postMessage(null);
  });
}

/**
 * A server-rendered page's files evaluated one per task, each after the files it imports (the server lists them in
 * that order). Evaluated by one `import()`, the app's libraries and shell took a single task of 20–57 ms here, and a
 * product link's popup another. A file that fails to load is left to the code that needs it.
 */
async function evaluateInTurn(files: string[]) {
  for (const file of files) {
    await nextTask();
    await import(/* @vite-ignore */ file).catch(() => undefined);
  }
  await nextTask();
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
    const files = JSON.parse(document.getElementById('haat-preload')?.textContent ?? '[]') as string[];
    preload(files);
    // No `Intl.NumberFormat` is made here any more: the pages buyers land on format without it (decision 086).
    setTimeout(() => void evaluateInTurn(files).then(run));
  });
} else {
  void run();
}
