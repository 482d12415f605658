/**
 * The browser the tests drive: Debian's `chromium-headless-shell`, the headless-only build of
 * Chromium that Playwright itself runs for headless tests. The same engine (Blink, V8) as the full
 * `chromium`, without the desktop browser around it: a dashboard page load costs it half the CPU
 * (20 loads of five pages in four sessions: 5.7-6.2 CPU-seconds against 11.3-12.3 with the full
 * browser; docs/testing.md), and on two cores the browser specs are CPU-bound.
 * `CHROMIUM_PATH` points the tests at another build (the full `/usr/bin/chromium`, say).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
