// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootScript, LCP_IMAGE_WAIT_MS } from '../../../ui/src/server/assets';

/** A fake page for the inline script: frames, tasks and the LCP image are driven by the test. */
function page(options: { hidden?: boolean; image?: 'none' | 'loading' | 'complete'; intlWarmup?: string | null; workerThrows?: boolean } = {}) {
  const links: string[] = [];
  const workers: { url: string; type: string; messages: unknown[] }[] = [];
  const imported: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; ms: number }[] = [];
  const imageListeners: Record<string, () => void> = {};
  const image = options.image ?? 'none';
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    documentElement: { lang: 'de-DE' },
    head: { appendChild: (link: { href: string }) => links.push(link.href) },
    createElement: () => ({}) as { href: string },
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority=high]' && image !== 'none'
        ? { complete: image === 'complete', addEventListener: (type: string, listener: () => void) => (imageListeners[type] = listener) }
        : null,
  };
  const run = (modules: readonly string[]) => {
    const intlWarmup = options.intlWarmup === undefined ? '/assets/intl-warmup.js' : options.intlWarmup;
    const source = bootScript({ entry: '/assets/index.js', intlWarmup, stylesheets: [], modules }).replace('import(e)', 'imported.push(e)');
    const Worker = function (this: unknown, url: string, init: { type: string }) {
      if (options.workerThrows) throw new Error('Workers are not allowed here');
      const worker = { url, type: init.type, messages: [] as unknown[] };
      workers.push(worker);
      return { postMessage: (message: unknown) => worker.messages.push(message) };
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'imported', 'Worker', source)(
      document,
      (frame: () => void) => frames.push(frame),
      (run: (...args: unknown[]) => void, ms: number, ...args: unknown[]) => tasks.push({ run: () => run(...args), ms }),
      imported,
      Worker,
    );
  };
  /** Paints one frame, then runs the tasks queued until then with a delay of at most `upToMs`. */
  const paint = (upToMs = 0) => {
    frames.splice(0).forEach((frame) => frame());
    drain(upToMs);
  };
  const drain = (upToMs = 0) => {
    for (let task = tasks.findIndex((t) => t.ms <= upToMs); task >= 0; task = tasks.findIndex((t) => t.ms <= upToMs)) tasks.splice(task, 1)[0]!.run();
  };
  return { links, imported, workers, run, paint, drain, imageListeners };
}

const MODULES = Array.from({ length: 14 }, (_, i) => `/assets/m${i}.js`);

describe('bootScript (decision 0280)', () => {
  it('imports nothing before the first frame has painted and the next one has begun, then the entry, and preloads every module', () => {
    const p = page();
    p.run(MODULES);
    expect(p.imported).toEqual([]);
    p.paint();
    expect(p.imported).toEqual([]);
    p.paint();
    expect(p.imported).toEqual([]);
    p.paint();
    expect(p.imported).toEqual(['/assets/index.js']);
    expect(p.links).toEqual(MODULES);
  });

  it('waits for a loading LCP image to load, then for the frame that paints it to be shown (decision 0466)', () => {
    const p = page({ image: 'loading' });
    p.run(MODULES);
    p.paint();
    expect(p.imported).toEqual([]);
    p.imageListeners.load!();
    expect(p.imported).toEqual([]);
    p.paint();
    expect(p.imported).toEqual([]);
    p.paint();
    expect(p.imported).toEqual(['/assets/index.js']);
  });

  it('boots after an LCP image that fails, and after the wait limit when it never loads', () => {
    const failed = page({ image: 'loading' });
    failed.run(MODULES);
    failed.paint();
    failed.imageListeners.error!();
    failed.paint();
    failed.paint();
    expect(failed.imported).toEqual(['/assets/index.js']);

    const stuck = page({ image: 'loading' });
    stuck.run(MODULES);
    stuck.paint();
    stuck.drain(LCP_IMAGE_WAIT_MS);
    expect(stuck.imported).toEqual(['/assets/index.js']);
  });

  it('boots once even when the image loads after the wait limit', () => {
    const p = page({ image: 'loading' });
    p.run(MODULES);
    p.paint();
    p.drain(LCP_IMAGE_WAIT_MS);
    p.imageListeners.load!();
    p.paint();
    p.paint();
    expect(p.imported).toEqual(['/assets/index.js']);
    expect(p.links).toHaveLength(MODULES.length);
  });

  it('boots at once in a hidden tab, which paints no frames', () => {
    const p = page({ hidden: true, image: 'loading' });
    p.run(MODULES);
    p.drain();
    expect(p.imported).toEqual(['/assets/index.js']);
    expect(p.links).toEqual(MODULES);
  });

  it('starts the Intl warm-up worker with the page\'s language when it imports the entry, not before (decision 0468)', () => {
    const p = page();
    p.run(MODULES);
    p.paint();
    p.paint();
    expect(p.workers).toEqual([]);
    p.paint();
    expect(p.imported).toEqual(['/assets/index.js']);
    expect(p.workers).toEqual([{ url: '/assets/intl-warmup.js', type: 'module', messages: ['de-DE'] }]);
  });

  it('boots without the warm-up where a worker cannot start, or the build has none', () => {
    for (const options of [{ workerThrows: true }, { intlWarmup: null }]) {
      const p = page({ hidden: true, ...options });
      p.run(MODULES);
      p.drain();
      expect(p.imported).toEqual(['/assets/index.js']);
      expect(p.links).toEqual(MODULES);
      expect(p.workers).toEqual([]);
    }
  });

  it('escapes "<" in the URLs it embeds, so nothing can close the inline script', () => {
    expect(bootScript({ entry: '/a</script>.js', intlWarmup: '/b</script>.js', stylesheets: [], modules: [] })).not.toContain('</script');
  });
});
