// The playground in a real browser: headless Chromium, driven over the DevTools protocol with
// Node's own WebSocket (no package). `cargo xtask playground --test` serves the page and runs
//
//   node test.mjs URL EXPECTED.json CHROMIUM SCRATCH_DIR [SCREENSHOT.png]
//
// It types three patterns and clicks squares (a blocker editor's among them), and checks the
// squares the board marks against the runtime's answers in EXPECTED.json; checks a distance
// table's heat map against distances counted here, a king-bucket map against the array pasted,
// and Lc0's policy map's outputs of e2's moves against the squares a queen and a knight reach
// and Lc0's own e2e4 = 322; checks that a wrong
// pattern shows the macro's message with its span marked; and times the largest canonical
// pattern from typing to the drawn board. With SCREENSHOT.png it saves a picture of the page for the README.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [url, expectedFile, chromium, scratch, screenshot] = process.argv.slice(2);
const expected = JSON.parse(readFileSync(expectedFile, 'utf8'));
const profile = mkdtempSync(join(scratch, 'chromium-'));

const browser = spawn(chromium, [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--hide-scrollbars', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank',
], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
const browserExited = new Promise((resolve) => browser.once('exit', resolve));

const failures = [];
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

// Chromium and its helper processes form their own process group: all of them are stopped, and
// the profile is removed only once the browser has exited, since it writes there until it does.
async function finish(code) {
  if (browser.exitCode === null && browser.signalCode === null) {
    try {
      process.kill(-browser.pid, 'SIGTERM');
    } catch {
      browser.kill();
    }
    await Promise.race([browserExited, new Promise((resolve) => setTimeout(resolve, 10000))]);
  }
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.log(`note: the browser's scratch profile was left in place (${error.code})`);
  }
  process.exit(code);
}
setTimeout(() => {
  console.log('FAIL the browser test took more than two minutes');
  finish(1);
}, 120000).unref();

// The browser's DevTools address, which it prints when it starts.
const endpoint = await new Promise((resolve, reject) => {
  let text = '';
  browser.stderr.on('data', (chunk) => {
    text += chunk;
    const found = text.match(/DevTools listening on (ws:\/\/\S+)/);
    if (found) resolve(found[1]);
  });
  browser.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${text}`)));
});

const socket = new WebSocket(endpoint);
await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
let nextId = 0;
const waiting = new Map();
socket.addEventListener('message', (event) => {
  const message = JSON.parse(event.data);
  const entry = waiting.get(message.id);
  if (entry) {
    waiting.delete(message.id);
    if (message.error) entry.reject(new Error(JSON.stringify(message.error)));
    else entry.resolve(message.result);
  }
});
function send(method, params = {}, sessionId) {
  const id = ++nextId;
  socket.send(JSON.stringify({ id, method, params, sessionId }));
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
}

const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
const page = (method, params) => send(method, params, sessionId);
await page('Emulation.setDeviceMetricsOverride', { width: 1100, height: 900, deviceScaleFactor: 1, mobile: false });

/** The value of `expression` in the page, awaited. */
async function evaluate(expression) {
  const { result, exceptionDetails } = await page('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(exceptionDetails)}`);
  return result.value;
}

/** Waits until `expression` holds in the page. */
async function until(expression, what) {
  for (let i = 0; i < 400; i++) {
    if (await evaluate(`Boolean(${expression})`)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const drawn = () => evaluate("document.getElementById('board').dataset.drawn");

/** Types `pattern` into the box as a user does, and waits for the board to be drawn again. */
async function type(pattern) {
  const before = await drawn();
  await evaluate(`(() => {
    const box = document.getElementById('pattern');
    box.value = ${JSON.stringify(pattern)};
    box.dispatchEvent(new Event('input', { bubbles: true }));
  })()`);
  await until(`document.getElementById('board').dataset.drawn !== ${JSON.stringify(before)}`, `the board after typing ${pattern}`);
}

/** Clicks the square named `name` on the board, as a user does. */
async function click(name) {
  const before = await drawn();
  await evaluate(`document.querySelector('[data-square="${name}"]').click()`);
  await until(`document.getElementById('board').dataset.drawn !== ${JSON.stringify(before)}`, `the board after a click on ${name}`);
}

/** The squares the board marks with `kind` ('in', 'given', 'occupied'), sorted. */
const marked = (kind) => evaluate(`[...document.querySelectorAll('.square.${kind}')].map((s) => s.dataset.square).sort()`);
const sorted = (list) => [...list].sort();
const same = (a, b) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

try {
  await page('Page.enable');
  const loadStart = Date.now();
  await page('Page.navigate', { url });
  await until("document.body && document.body.dataset.ready === '1'", 'the page to load its module');
  const loadMs = Date.now() - loadStart;
  check(true, `the page loaded its module and drew the first pattern in ${loadMs} ms`);

  // Three patterns, their squares clicked, each board against the runtime's answer.
  for (const key of ['king', 'between', 'rook']) {
    const { pattern, squares, set, occupied } = expected[key];
    await type(pattern);
    if (occupied) {
      await evaluate("document.getElementById('blockers').click()");
      for (const sq of occupied) await click(sq);
      await evaluate("document.getElementById('blockers').click()");
      check(same(await marked('occupied'), occupied), `${pattern}: the blockers placed are drawn (${occupied.join(' ')})`);
    }
    for (const sq of squares) await click(sq);
    const got = await marked('in');
    check(same(got, set), `${pattern} at ${squares.join(' ')}: the board shows ${got.join(' ')}, the runtime ${set.join(' ')}`);
    check(same(await marked('given'), squares), `${pattern}: the squares clicked are marked`);
  }

  // A table of numbers as a heat map: the king's distance from a1 to every square.
  await type('distance!(chebyshev, rectangular)');
  await click('a1');
  const values = await evaluate("[...document.querySelectorAll('.square')].map((s) => [s.dataset.square, s.dataset.value])");
  const chebyshev = (name) => Math.max(name.charCodeAt(0) - 97, Number(name[1]) - 1);
  check(values.length === 64 && values.every(([name, value]) => Number(value) === chebyshev(name)),
    'distance_chebyshev from a1: the heat map holds every square\'s distance');

  // A policy map's outputs as a heat map: Lc0's, the king on e1 and the moves from e2 clicked.
  await type(expected.policy.pattern);
  for (const sq of expected.policy.squares) await click(sq);
  const outputs = Object.fromEntries(await evaluate("[...document.querySelectorAll('.square')].map((s) => [s.dataset.square, s.dataset.value])"));
  const reached = Object.keys(outputs).filter((name) => outputs[name] !== 'none');
  check(same(reached, expected.policy.reached), `${expected.policy.pattern} from e2: outputs on the queen's and knight's destinations only (${reached.length})`);
  check(Object.entries(expected.policy.outputs).every(([name, value]) => outputs[name] === String(value)),
    `the heat map gives Lc0's outputs ${JSON.stringify(expected.policy.outputs)}`);

  // A king-bucket map as a heat map: bullet's mirrored buckets, pasted a1 first, drawn for White
  // (the side chosen first) through the layout's bucket accessor.
  const bullet = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7];
  await type(`nnue_psq!(bullet, mirror = e_to_h, [${bullet.join(', ')}])`);
  const beforeBuckets = await drawn();
  await evaluate("(() => { const s = document.getElementById('accessor'); s.value = 'psq_bucket'; s.dispatchEvent(new Event('change')); })()");
  await until(`document.getElementById('board').dataset.drawn !== ${JSON.stringify(beforeBuckets)}`, 'the bucket map');
  const buckets = await evaluate("[...document.querySelectorAll('.square')].map((s) => [s.dataset.square, s.dataset.value])");
  const bucket = (name) => bullet[(Number(name[1]) - 1) * 4 + [0, 1, 2, 3, 3, 2, 1, 0][name.charCodeAt(0) - 97]];
  check(buckets.length === 64 && buckets.every(([name, value]) => Number(value) === bucket(name)),
    'nnue_psq!(bullet, ...) psq_bucket: the heat map holds each king square\'s bucket, a1 first as pasted');

  // A wrong pattern: the macro's message, its span marked.
  await type(expected.wrong.pattern);
  const error = await evaluate("(() => { const e = document.getElementById('error'); return [e.hidden, e.textContent, e.querySelector('mark')?.textContent]; })()");
  check(!error[0] && error[1].includes(expected.wrong.message), `${expected.wrong.pattern}: the macro's message is shown`);
  check(error[2] === expected.wrong.marked, `${expected.wrong.pattern}: the span marked is \`${error[2]}\``);

  // The largest canonical pattern, from typing to the drawn board.
  const largest = expected.largest.pattern;
  const typedAt = await evaluate('performance.now()');
  await type(largest);
  const [total, timing] = await evaluate("[document.getElementById('timing').dataset.total, document.getElementById('timing').textContent]");
  const wall = (await evaluate('performance.now()')) - typedAt;
  check(Number(total) > 0, `${largest} (${expected.largest.bytes.toLocaleString()} bytes of tables): ${timing} (${wall.toFixed(0)} ms with the page's 150 ms pause for typing)`);
  const rustShown = await evaluate("document.getElementById('rust').textContent.length");
  check(rustShown > 1000, `${largest}: its Rust expansion is shown`);

  if (screenshot) {
    await type(expected.rook.pattern);
    await evaluate("document.getElementById('blockers').click()");
    for (const sq of expected.rook.occupied) await click(sq);
    await evaluate("document.getElementById('blockers').click()");
    await click('d4');
    await evaluate('document.fonts.ready');
    const { data } = await page('Page.captureScreenshot', { format: 'png', clip: { x: 0, y: 0, width: 1100, height: 640, scale: 1 } });
    writeFileSync(screenshot, Buffer.from(data, 'base64'));
    console.log(`saved ${screenshot}`);
  }
} catch (error) {
  check(false, error.message);
}
console.log(failures.length === 0 ? 'the playground passed in Chromium' : `${failures.length} check(s) failed`);
await finish(failures.length === 0 ? 0 : 1);
