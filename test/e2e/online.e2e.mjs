// End-to-end: online play through a real local game server (src/server from source) and the CDN
// file (dist/oware-board.min.js, which fetches the online chunk beside itself). South creates a game
// by clicking Create game, North opens the invite, a third page watches; the whole game is played by
// clicks. On the way: a raw client holding South's seat token moves out of turn and is refused with
// nothing changed; play() resolves when the server accepts and rejects with its reason; North's
// socket is closed and it comes back to its seat; the server is SIGKILLed and restarted on the same
// file and port and all three pages carry on from the same position. The finished game's OGN reads
// back to the same moves. undo() and reset() are refused, the board unchanged. A 3-second clock runs
// out on a second pair of pages: both say so and the OGN ends by flag. Bad input (a server URL that is not one, a server nobody answers) fires
// oware-error and nothing breaks. A MutationObserver on each board records no attribute change that
// the page did not make: the seat turns the board and sets who may move through its properties.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { ENDGAME, join as joinRoom, startServer, tempDir } from '../node/server-helpers.mjs';
import { assert, buildDist, check, launch, root, runChecks, serveStatic } from './harness.mjs';

register();
const { Game } = await import('../../src/engine/index.ts');
const { parseRecord } = await import('../../src/record/index.ts');

buildDist();
const site = join(mkdtempSync(join(tmpdir(), 'oware-online-')), 'cdn');
mkdirSync(site);
for (const f of readdirSync(join(root, 'dist')).filter((f) => f.startsWith('oware-board') && !f.includes('lessons')))
  cpSync(join(root, 'dist', f), join(site, f));
// The page records the board's events, every position it shows, and its WebSockets (to close one).
writeFileSync(
  join(site, 'page.js'),
  `window.events = [];
window.positions = [];
// every attribute change of the board: the page itself changes none until the language check
window.attributeChanges = [];
const board = document.querySelector('oware-board');
new MutationObserver((list) => {
  for (const m of list) window.attributeChanges.push(m.attributeName + ': ' + m.oldValue + ' -> ' + board.getAttribute(m.attributeName));
}).observe(board, { attributes: true, attributeOldValue: true });
for (const type of ['oware-move', 'oware-illegal-move', 'oware-error', 'oware-online-state', 'oware-online-opponent'])
  document.addEventListener(type, (e) => {
    window.events.push({ type, detail: JSON.parse(JSON.stringify(e.detail)) });
    if (type === 'oware-move') window.positions.push(e.target.position);
  });
`,
);
writeFileSync(
  join(site, 'sockets.js'),
  `window.sockets = [];
const Native = WebSocket;
window.WebSocket = class extends Native {
  constructor(...a) { super(...a); window.sockets.push(this); }
};
`,
);
const page = (attrs) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>oware-board online</title><link rel="icon" href="data:,">
<script src="./sockets.js"></script>
<script type="module" src="./oware-board.min.js"></script></head>
<body><main><oware-board ${attrs} animation-speed="0" stores labels="letters"></oware-board></main>
<script type="module" src="./page.js"></script></body></html>`;

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const tmp = tempDir();
const port = await freePort();
let server = await startServer(['--db', tmp.db, '--port', String(port)]);
const serverUrl = `http://127.0.0.1:${port}`;
writeFileSync(join(site, 'south.html'), page(`online="${serverUrl}" seat="south" position="${ENDGAME.start}"`));
const web = await serveStatic(join(site, '..'));
const browser = await launch();

// The positions the game goes through, by the engine.
const expected = (() => {
  const g = new Game({ position: ENDGAME.start });
  return ENDGAME.moves.map((m) => {
    g.play(m);
    return g.position;
  });
})();

/** A page of its own (its own sessionStorage), with uncaught errors collected. */
async function open(file) {
  const p = await browser.newPage({ viewport: { width: 900, height: 700 } });
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(`${web.url}/cdn/${file}`);
  await p.waitForFunction(() => customElements.get('oware-board') !== undefined);
  return { p, errors, board: p.locator('oware-board') };
}

const states = (pg) =>
  pg.p.evaluate(() => window.events.filter((e) => e.type === 'oware-online-state').map((e) => e.detail.state));
const waitState = (pg, state, from = 0) =>
  pg.p.waitForFunction(
    ([s, from]) =>
      window.events
        .filter((e) => e.type === 'oware-online-state')
        .slice(from)
        .some((e) => e.detail.state === s),
    [state, from],
    { timeout: 30_000 },
  );
const position = (pg) => pg.board.evaluate((b) => b.position);

let south;
let north;
let watcher;
let room;
let ply = 0;

/** Everyone shows move `ply` (1-based) and its position. */
async function allAt(n) {
  for (const pg of [south, north, watcher])
    await pg.p.waitForFunction((n) => document.querySelector('oware-board').history.length === n, n, {
      timeout: 30_000,
    });
  for (const pg of [south, north, watcher])
    assert((await position(pg)) === expected[n - 1], `position after move ${n}`);
}

/** The player to move clicks the game's next pit (or, with `keys`, focuses it and presses Enter). */
async function click(keys = false) {
  const pit = ENDGAME.moves[ply];
  const who = ply % 2 === 0 ? south : north;
  const target = who.board.locator(`[data-pit="${pit}"]`);
  if (keys) {
    await target.focus();
    await target.press('Enter');
  } else await target.click();
  ply++;
  await allAt(ply);
}

check('South creates a game by clicking Create game; the invite is shown; North and a watcher join by it', async () => {
  south = await open('south.html');
  await south.p.getByRole('button', { name: 'Create game' }).click();
  await waitState(south, 'waiting');
  const detail = await south.p.evaluate(() => window.events.find((e) => e.detail.invite)?.detail);
  assert(detail?.room && detail.invite && detail.seat === 'south', `state detail: ${JSON.stringify(detail)}`);
  room = detail.room;
  assert((await south.board.evaluate((b) => b.room)) === room, 'the board names the room it made');
  const shown = await south.board.evaluate((b) => b.shadowRoot.querySelector('[part~="online"] output')?.textContent);
  assert(shown === detail.invite, `the invite on show: ${shown}`);
  assert((await position(south)) === new Game({ position: ENDGAME.start }).position, 'South shows the start');
  writeFileSync(join(site, 'north.html'), page(`online="${serverUrl}" room="${detail.invite}"`));
  writeFileSync(join(site, 'watch.html'), page(`online="${serverUrl}" room="${room}" seat="watch"`));
  north = await open('north.html');
  watcher = await open('watch.html');
  for (const pg of [south, north]) await waitState(pg, 'playing');
  await watcher.p.waitForFunction(() => window.events.some((e) => e.detail?.seat === 'watch'));
  assert((await north.board.evaluate((b) => b.orientation)) === 'north', 'North sees the board from its side');
  const opp = await south.p.evaluate(() => window.events.find((e) => e.type === 'oware-online-opponent')?.detail);
  assert(opp?.event === 'joined' && opp.side === 'north', `South hears North join: ${JSON.stringify(opp)}`);
  const bar = await south.board.evaluate((b) => b.shadowRoot.querySelector('[part~="online"]').textContent);
  assert(/You play South/.test(bar) && /Your turn/.test(bar), `South's bar: ${bar}`);
});

check('the players play by clicks; a move out of turn on the board is refused and nothing is sent', async () => {
  await click();
  // North's pit clicked on South's board: the board does not take it (not South's turn), nothing is sent
  await south.board.locator('[data-pit="8"]').click({ force: true });
  const refused = await south.p.evaluate(
    () => window.events.filter((e) => e.type === 'oware-illegal-move').at(-1)?.detail,
  );
  assert(refused?.pit === 8 && refused.source === 'user', `the click is refused: ${JSON.stringify(refused)}`);
  await south.p.waitForTimeout(300);
  await allAt(ply);
  await click();
  await click();
});

check(
  'undo() and reset() on an online board are refused: oware-error, the reason in the bar, nothing changes',
  async () => {
    for (const [pg, method] of [
      [south, 'undo'],
      [north, 'reset'],
    ]) {
      const before = await pg.board.evaluate((b) => [b.position, b.history.length]);
      const from = await pg.p.evaluate(() => window.events.length);
      const warnings = [];
      const onConsole = (m) => m.type() === 'warning' && warnings.push(m.text());
      pg.p.on('console', onConsole);
      const answer = await pg.board.evaluate(
        (b, method) =>
          b[method]().then(
            () => 'resolved',
            (e) => `${e.name}: ${e.message}`,
          ),
        method,
      );
      pg.p.off('console', onConsole);
      assert(
        answer === `OnlineRefusal: ${method} is not available in an online game; offer a draw or resign`,
        `${method}() rejects: ${answer}`,
      );
      const err = await pg.p.evaluate(
        (from) => window.events.slice(from).find((e) => e.type === 'oware-error')?.detail,
        from,
      );
      assert(
        err?.attribute === method && /offer a draw or resign/.test(err.message),
        `oware-error: ${JSON.stringify(err)}`,
      );
      assert(
        warnings.some((w) => w.includes(`${method} is not available`)),
        `console: ${warnings.join(' | ')}`,
      );
      const bar = await pg.board.evaluate((b) => b.shadowRoot.querySelector('[part~="online"]').textContent);
      const said = method === 'undo' ? 'Moves cannot be taken back' : 'cannot be started over';
      assert(bar.includes(said), `the bar says why: ${bar}`);
      await pg.p.waitForTimeout(300);
      const after = await pg.board.evaluate((b) => [b.position, b.history.length]);
      assert(JSON.stringify(after) === JSON.stringify(before), `${method}: nothing changed (${after} vs ${before})`);
    }
    await allAt(ply);
  },
);

check("a raw client with South's seat token moves out of turn: refused by the server, nothing changes", async () => {
  const token = await south.p.evaluate(
    () => Object.entries(sessionStorage).find(([k]) => k.startsWith('oware-online:'))?.[1],
  );
  assert(token, 'South keeps its seat token in sessionStorage');
  const raw = await joinRoom(serverUrl, room, { token });
  assert(raw.welcome.seat === 'south', `the token gives South's seat: ${raw.welcome.seat}`);
  raw.room.send('move', { pit: 3, id: 1 });
  const refused = await raw.next('refused', (b) => b.id === 1);
  assert(refused.reason === 'not-your-turn', `refused: ${JSON.stringify(refused)}`);
  await raw.room.leave(true);
  await south.p.waitForTimeout(300);
  await allAt(ply);
});

check(
  "play() on North's board: a bad move rejects with the server's reason and fires oware-illegal-move; a good one resolves once accepted",
  async () => {
    const bad = await north.board.evaluate((b) =>
      b.play(3).then(
        () => 'resolved',
        (e) => e.reason,
      ),
    );
    assert(bad === 'not-your-pit', `play(3) on North's board: ${bad}`);
    const illegal = await north.p.evaluate(
      () => window.events.filter((e) => e.type === 'oware-illegal-move').at(-1)?.detail,
    );
    assert(illegal?.reason === 'not-your-pit' && illegal.pit === 3, `oware-illegal-move: ${JSON.stringify(illegal)}`);
    const pit = ENDGAME.moves[ply];
    const record = await north.board.evaluate(
      (b, pit) => b.play(pit).then((r) => ({ pit: r.pit, n: b.history.length })),
      pit,
    );
    ply++;
    assert(record.pit === pit && record.n === ply, `play() resolved with ${JSON.stringify(record)}`);
    await allAt(ply);
  },
);

check(
  'North’s socket closes mid-game: it reconnects to its seat, South hears left and back, play goes on (South moves by the keyboard)',
  async () => {
    const from = (await states(north)).length;
    await north.p.evaluate(() => window.sockets.at(-1).close());
    await waitState(north, 'reconnecting', from);
    await waitState(north, 'playing', from);
    await south.p.waitForFunction(() =>
      window.events.some((e) => e.type === 'oware-online-opponent' && e.detail.event === 'back'),
    );
    const heard = await south.p.evaluate(() =>
      window.events.filter((e) => e.type === 'oware-online-opponent').map((e) => e.detail.event),
    );
    assert(heard.includes('left') && heard.at(-1) === 'back', `South heard: ${heard.join(', ')}`);
    assert((await north.board.evaluate((b) => b.interactive)) === 'north', 'North still plays North');
    await allAt(ply);
    await click(true); // South moves by the keyboard
  },
);

check('North reloads its page: the board comes back to its seat with the token it kept', async () => {
  await north.p.reload();
  await north.p.waitForFunction(() => customElements.get('oware-board') !== undefined);
  await waitState(north, 'playing');
  const back = await north.board.evaluate((b) => ({ seat: b.interactive, orientation: b.orientation }));
  assert(back.seat === 'north' && back.orientation === 'north', `after the reload: ${JSON.stringify(back)}`);
  await allAt(ply);
});

check('a spectator who joins mid-game sees the current position at once, no earlier move animated', async () => {
  assert(ply >= 3, `moves played so far: ${ply}`);
  // the page's default animation (no animation-speed="0"): replaying the history would take seconds
  writeFileSync(
    join(site, 'late.html'),
    page(`online="${serverUrl}" room="${room}" seat="watch"`).replace(' animation-speed="0"', ''),
  );
  const late = await open('late.html');
  const t0 = Date.now();
  await late.p.waitForFunction((want) => document.querySelector('oware-board')?.position === want, expected[ply - 1], {
    timeout: 30_000,
  });
  const ms = Date.now() - t0;
  const moved = await late.p.evaluate(() => window.positions.length);
  assert(moved === 0, `the late spectator's board played ${moved} earlier moves one by one`);
  assert((await late.board.evaluate((b) => b.history.length)) === ply, 'the history is there (move list, review)');
  assert(ms < 3000, `the current position took ${ms} ms to show`);
  await late.p.close();
});

check(
  'the server is killed (SIGKILL) and restarted: all three pages come back and the game goes on from the same position',
  async () => {
    const from = await Promise.all([south, north, watcher].map(async (pg) => (await states(pg)).length));
    await server.kill('SIGKILL');
    for (const [i, pg] of [south, north, watcher].entries()) await waitState(pg, 'reconnecting', from[i]);
    server = await startServer(['--db', tmp.db, '--port', String(port)]);
    for (const [i, pg] of [south, north].entries()) await waitState(pg, 'playing', from[i]);
    await watcher.p.waitForFunction(
      (from) =>
        window.events
          .filter((e) => e.type === 'oware-online-state')
          .slice(from)
          .some((e) => e.detail.state === 'playing'),
      from[2],
      { timeout: 30_000 },
    );
    await allAt(ply);
    while (ply < ENDGAME.moves.length) await click();
  },
);

check(
  'the game is over on every page; the watcher saw every position; the OGN reads back to the same moves',
  async () => {
    for (const pg of [south, north, watcher]) {
      await pg.p.waitForFunction(
        () => window.events.filter((e) => e.type === 'oware-online-state').at(-1)?.detail.state === 'over',
      );
      assert((await pg.board.evaluate((b) => b.result?.winner)) === 'north', 'North wins on majority');
    }
    const seen = await watcher.p.evaluate(() => window.positions);
    assert(JSON.stringify(seen) === JSON.stringify(expected), `the watcher's positions: ${seen.join(' | ')}`);
    const bar = await south.board.evaluate((b) => b.shadowRoot.querySelector('[part~="online"]').textContent);
    assert(/You lose/.test(bar), `South's bar: ${bar}`);
    assert((await south.p.getByRole('button', { name: 'Rematch' }).count()) === 1, 'Rematch is offered');
    const text = await (await fetch(`${serverUrl}/games/${room}.ogn`)).text();
    const moves = parseRecord(text).tree.moves.map((m) => m.pit);
    assert(JSON.stringify(moves) === JSON.stringify(ENDGAME.moves), `OGN moves: ${moves}`);
    for (const pg of [south, north, watcher]) assert(pg.errors.length === 0, pg.errors.join('\n'));
  },
);

check(
  'resign and rematch through the bar: one tap asks, Keep playing and Escape take it back, North resigns game 2 by keyboard',
  async () => {
    await south.p.getByRole('button', { name: 'Rematch' }).click();
    await north.p.getByRole('button', { name: 'Rematch' }).click();
    // colours swap: the first player (South in game 1) now sits North
    await south.p.waitForFunction(() =>
      window.events.some((e) => e.type === 'oware-online-state' && e.detail.seat === 'north'),
    );
    for (const pg of [south, north])
      await pg.p.waitForFunction(
        () => window.events.filter((e) => e.type === 'oware-online-state').at(-1)?.detail.state === 'playing',
      );
    // one tap (or a double tap) does not resign: the button asks to be pressed again, Keep playing beside it
    const bar = (pg) => pg.board.evaluate((b) => b.shadowRoot.querySelector('[part~="online"]').textContent);
    const resign = north.p.getByRole('button', { name: 'Resign', exact: true });
    await resign.dblclick();
    const confirm = north.p.getByRole('button', { name: 'Confirm resign?' });
    await confirm.waitFor();
    assert((await north.p.getByRole('button', { name: 'Keep playing' }).count()) === 1, 'Keep playing is offered');
    await north.p.waitForTimeout(700);
    assert(!/resignation/.test(await bar(south)) && !/resignation/.test(await bar(north)), 'no resignation yet');
    await north.p.getByRole('button', { name: 'Keep playing' }).click();
    await resign.waitFor();
    assert((await confirm.count()) === 0, 'Keep playing takes the question back');
    assert(
      await north.board.evaluate((b) => b.shadowRoot.activeElement?.getAttribute('part') === 'control resign'),
      'the focus goes back to Resign',
    );
    // by keyboard: Enter asks, Escape takes it back, Enter twice (a moment apart) resigns
    await resign.focus();
    await north.p.keyboard.press('Enter');
    await confirm.waitFor();
    await north.p.keyboard.press('Escape');
    await resign.waitFor();
    await north.p.keyboard.press('Enter');
    await confirm.waitFor();
    assert(
      await north.board.evaluate((b) => b.shadowRoot.activeElement?.getAttribute('part') === 'control resign confirm'),
      'the focus stays on the button, now Confirm resign?',
    );
    assert(!/resignation/.test(await bar(south)), 'still no resignation');
    await north.p.waitForTimeout(500);
    await north.p.keyboard.press('Enter');
    await south.board.evaluate((b) => b.updateComplete);
    await south.p.waitForFunction(() =>
      document
        .querySelector('oware-board')
        .shadowRoot.querySelector('[part~="online"]')
        ?.textContent.includes('You win by resignation'),
    );
  },
);

check(
  'bad input: a server URL that is not one, and a server nobody answers, fire oware-error; the board stays',
  async () => {
    writeFileSync(join(site, 'bad.html'), page('online="not a url" room="abc"'));
    const bad = await open('bad.html');
    await bad.p.waitForFunction(() => window.events.some((e) => e.type === 'oware-error'));
    const err = await bad.p.evaluate(() => window.events.find((e) => e.type === 'oware-error').detail);
    assert(err.attribute === 'online', `error: ${JSON.stringify(err)}`);
    assert((await bad.board.evaluate((b) => b.online)) === undefined, 'the last good online (none) stays');
    const gone = await freePort();
    writeFileSync(join(site, 'gone.html'), page(`online="http://127.0.0.1:${gone}" room="abc"`));
    const none = await open('gone.html');
    await none.p.waitForFunction(() => window.events.some((e) => e.type === 'oware-error'), null, { timeout: 30_000 });
    await none.p.waitForFunction(() => window.events.some((e) => e.detail?.state === 'closed'));
    assert(
      (await none.board.evaluate((b) => b.shadowRoot.querySelectorAll('[part~="pit"]').length)) === 12,
      'the board is drawn',
    );
    assert(bad.errors.length === 0 && none.errors.length === 0, [...bad.errors, ...none.errors].join('\n'));
    for (const pg of [bad, none]) {
      const changes = await pg.p.evaluate(() => window.attributeChanges);
      assert(changes.length === 0, `a refused value rewrote an attribute: ${changes.join('; ')}`);
    }
    assert((await bad.board.evaluate((b) => b.getAttribute('online'))) === 'not a url', 'the page’s attribute stays');
  },
);

check(
  'no board wrote an attribute: seats, turns, moves and the room are reported by properties and events',
  async () => {
    for (const [name, pg] of Object.entries({ south, north, watcher })) {
      const changes = await pg.p.evaluate(() => window.attributeChanges);
      assert(changes.length === 0, `${name}'s board changed its attributes: ${changes.join('; ')}`);
    }
    assert((await north.board.evaluate((b) => b.getAttribute('orientation'))) === null, "North's attribute unset");
    assert(
      (await south.board.evaluate((b) => [b.room, b.getAttribute('room')]))[1] === null,
      "South's room attribute unset",
    );
  },
);

check('the bar speaks German, Afrikaans, Japanese and French', async () => {
  const words = { de: 'Revanche', af: 'Herwedstryd', ja: '再戦', fr: 'Revanche', en: 'Rematch' };
  for (const [lang, rematch] of Object.entries(words)) {
    await north.board.evaluate((b, lang) => (b.lang = lang), lang);
    await north.p.waitForFunction(
      (rematch) =>
        document.querySelector('oware-board').shadowRoot.querySelector('[part~="rematch"]')?.textContent === rematch,
      rematch,
    );
  }
});

check(
  "a short clock (3 s) runs out on South's turn: both pages say so, the state is over, the OGN says flag",
  async () => {
    writeFileSync(join(site, 'flag-south.html'), page(`online="${serverUrl}"`));
    const fs = await open('flag-south.html');
    const made = await fs.board.evaluate((b) => b.createGame({ clock: { minutes: 0.05 }, seat: 'south' }));
    writeFileSync(join(site, 'flag-north.html'), page(`online="${serverUrl}" room="${made.room}"`));
    const fn = await open('flag-north.html');
    for (const pg of [fs, fn]) await waitState(pg, 'playing');
    // while South's clock runs, its text changes four times a second and the board is not redrawn
    for (const pg of [fs, fn])
      await pg.board.evaluate((b) => {
        window.updates = 0;
        window.ticks = 0;
        const update = b.update;
        b.update = function (...a) {
          window.updates++;
          return update.apply(this, a);
        };
        const clock = b.shadowRoot.querySelector('[part~="clock"][part~="south"]');
        new MutationObserver(() => window.ticks++).observe(clock, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
    for (const pg of [fs, fn]) {
      await pg.p.waitForFunction(() => window.ticks >= 4, null, { timeout: 10_000 });
      const [ticks, updates] = await pg.p.evaluate(() => [window.ticks, window.updates]);
      assert(updates <= 1, `the board updated ${updates} times while its clock changed ${ticks} times`);
    }
    // nobody moves: South's three seconds run out and the server's timer ends the game
    for (const pg of [fs, fn]) await waitState(pg, 'over');
    const bars = [];
    for (const pg of [fs, fn]) {
      const last = await pg.p.evaluate(
        () => window.events.filter((e) => e.type === 'oware-online-state').at(-1)?.detail,
      );
      assert(last?.state === 'over' && last.room === made.room, `the last state: ${JSON.stringify(last)}`);
      await pg.board.evaluate((b) => b.updateComplete);
      bars.push(await pg.board.evaluate((b) => b.shadowRoot.querySelector('[part~="online"]').textContent));
      const clock = await pg.board.evaluate(
        (b) => b.shadowRoot.querySelector('[part~="clock"][part~="south"]').textContent,
      );
      assert(clock.includes('0:00.0'), `South's clock is out: ${clock}`);
      assert((await pg.board.evaluate((b) => b.history.length)) === 0, 'no move was played');
    }
    assert(/You lose on time/.test(bars[0]), `South's bar: ${bars[0]}`);
    assert(/You win on time/.test(bars[1]), `North's bar: ${bars[1]}`);
    const text = await (await fetch(`${serverUrl}/games/${made.room}.ogn`)).text();
    const tags = parseRecord(text).tags;
    assert(tags.Termination === 'flag' && tags.Winner === 'north', `the OGN's result: ${JSON.stringify(tags)}`);
    assert(fs.errors.length === 0 && fn.errors.length === 0, [...fs.errors, ...fn.errors].join('\n'));
  },
);

await runChecks().finally(async () => {
  await browser.close();
  await web.close();
  await server.kill();
  tmp.cleanup();
});
