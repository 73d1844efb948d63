// Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
// messages, NUL-terminated, on file descriptors 3 and 4): a page laid out at a given viewport width,
// measured from outside, so that a page without script (report.html's CSP forbids it) can be
// checked for horizontal overflow.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

export interface Layout {
  width: number;
  /** document.documentElement.scrollWidth: wider than `width` means a horizontal scroll bar. */
  scrollWidth: number;
  /** The elements whose right edge lies past the viewport, outermost first (tag.class). */
  overflowing: string[];
  /** Each text asked for: where it was laid out, and whether a reader sees it without scrolling sideways. */
  texts: TextSeen[];
}

export interface TextSeen {
  text: string;
  found: boolean;
  /** Laid out (not inside a closed <details> or display: none). */
  shown: boolean;
  /** Its right edge, in CSS pixels from the viewport's left. */
  right: number;
  /** The nearest box that scrolls or clips it sideways and cuts it off (tag.class), if any. */
  clippedBy: string | null;
}

// Runs in the page: finds each text in one text node and measures the range it covers.
const FIND_TEXTS = `(needles) => needles.map((text) => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    if (!rects.length) return { text, found: true, shown: false, right: 0, clippedBy: null };
    const right = Math.max(...rects.map((r) => r.right));
    const left = Math.min(...rects.map((r) => r.left));
    let clippedBy = null;
    for (let e = node.parentElement; e && !clippedBy; e = e.parentElement) {
      if (getComputedStyle(e).overflowX === 'visible') continue;
      const box = e.getBoundingClientRect();
      if (right > box.right + 0.5 || left < box.left - 0.5) clippedBy = e.tagName.toLowerCase() + (e.className ? '.' + e.className : '');
    }
    return { text, found: true, shown: true, right, clippedBy };
  }
  return { text, found: false, shown: false, right: 0, clippedBy: null };
})`;

/** Lays out the page at each width (in CSS pixels, mobile metrics below 600) and measures it, and where `texts` are. */
export async function measureWidths(url: string, widths: number[], texts: string[] = []): Promise<Layout[]> {
  const child = spawn(
    CHROMIUM!,
    ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let id = 0;
  const waiting = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  const events: { method: string; sessionId?: string }[] = [];
  const eventWaiters: (() => void)[] = [];
  let buffer = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffer += chunk;
    let at = buffer.indexOf('\0');
    while (at >= 0) {
      const msg = JSON.parse(buffer.slice(0, at));
      buffer = buffer.slice(at + 1);
      at = buffer.indexOf('\0');
      if (msg.id !== undefined) {
        const w = waiting.get(msg.id);
        waiting.delete(msg.id);
        if (msg.error) w?.reject(new Error(`${msg.error.message} (${msg.error.code})`));
        else w?.resolve(msg.result);
      } else {
        events.push(msg);
        for (const f of eventWaiters.splice(0)) f();
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const send = (method: string, params: object = {}, sessionId?: string): Promise<any> =>
    new Promise((resolve, reject) => {
      const n = ++id;
      waiting.set(n, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id: n, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const nextEvent = async (method: string, sessionId: string) => {
    for (;;) {
      const i = events.findIndex((e) => e.method === method && e.sessionId === sessionId);
      if (i >= 0) return events.splice(i, 1)[0];
      await new Promise<void>((resolve) => eventWaiters.push(resolve));
    }
  };
  try {
    const out: Layout[] = [];
    for (const width of widths) {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      await send('Page.enable', {}, sessionId);
      await send(
        'Emulation.setDeviceMetricsOverride',
        { width, height: 900, deviceScaleFactor: 1, mobile: width < 600 },
        sessionId,
      );
      await send('Page.navigate', { url }, sessionId);
      await nextEvent('Page.loadEventFired', sessionId);
      const { result } = await send(
        'Runtime.evaluate',
        {
          returnByValue: true,
          expression: `(() => {
            const w = document.documentElement.clientWidth;
            const over = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 0.5 && !e.closest('.scroll'));
            const outer = over.filter((e) => !over.some((o) => o !== e && o.contains(e)));
            return { width: w, scrollWidth: document.documentElement.scrollWidth, overflowing: outer.slice(0, 10).map((e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')) };
          })()`,
        },
        sessionId,
      );
      const seen = await send(
        'Runtime.evaluate',
        { returnByValue: true, expression: `(${FIND_TEXTS})(${JSON.stringify(texts)})` },
        sessionId,
      );
      out.push({ ...(result.value as Omit<Layout, 'texts'>), texts: seen.result.value as TextSeen[] });
      await send('Target.closeTarget', { targetId });
    }
    return out;
  } finally {
    child.kill();
    await exited;
  }
}
