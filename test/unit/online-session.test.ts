// Staying joined (src/online/session.ts) without a server: the Colyseus client is replaced by a stub
// of the two calls the session makes (its constructor's `links`), and time by node:test's fake
// timers, so the retry schedule and the give-up after GIVE_UP are followed step by step. The real
// client against a real server (a lost socket, a server killed and restarted) is test/e2e/online.e2e.mjs.
import { mock } from 'node:test';
import { type LinkHandlers, RoomLink } from '../../src/online/connection.js';
import { tokenKey } from '../../src/online/model.js';
import { GIVE_UP, RETRY, RoomSession, type SessionHandlers } from '../../src/online/session.js';
import { expect } from '../expect.js';

interface Call {
  kind: 'join' | 'create';
  server: string;
  room: string | null;
  options: object;
  on: LinkHandlers;
  at: number;
  resolve(room?: string): RoomLink;
  reject(error: Error): void;
}

/** A stub server: each join or create waits until the test answers it. */
function stubLinks() {
  const calls: Call[] = [];
  const sent: [string, object][] = [];
  const closed: string[] = [];
  const call = (kind: Call['kind'], server: string, room: string | null, options: object, on: LinkHandlers) =>
    new Promise<RoomLink>((resolve, reject) => {
      calls.push({
        kind,
        server,
        room,
        options,
        on,
        at: Date.now(),
        resolve: (id = room ?? 'new-room') => {
          const link = new RoomLink({
            roomId: id,
            send: (type, body) => void sent.push([type, body]),
            leave: async () => void closed.push(id),
          });
          resolve(link);
          return link;
        },
        reject,
      });
    });
  return {
    calls,
    sent,
    closed,
    links: {
      joinRoom: (server: string, id: string, options: object, on: LinkHandlers) =>
        call('join', server, id, options, on),
      createRoom: (server: string, options: object, on: LinkHandlers) => call('create', server, null, options, on),
    },
  };
}

/** What the session told its owner, in order. */
function recorder() {
  const heard: unknown[][] = [];
  const on: SessionHandlers = {
    message: (type, body) => void heard.push(['message', type, body]),
    state: (state) => void heard.push(['state', state]),
    failed: (message, when) => void heard.push(['failed', when, message]),
  };
  return { heard, on };
}

/** Let the session's awaits settle (setImmediate is not faked). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const SERVER = 'ws://games.test:2567';

describe('online board: the session stays joined to its room', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
    store = new Map();
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
    });
  });
  afterEach(() => {
    mock.timers.reset();
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('joins with the seat asked for, keeps the welcome’s token, and comes back with it after a loss', async () => {
    const stub = stubLinks();
    const { heard, on } = recorder();
    const session = new RoomSession(on, stub.links);
    void session.join(SERVER, 'r1', 'north');
    expect(heard).to.deep.equal([['state', 'connecting']]);
    expect(stub.calls[0]).to.include({ kind: 'join', server: SERVER, room: 'r1' });
    expect(stub.calls[0]!.options).to.deep.equal({ seat: 'north' });
    expect(session.linked).to.equal(false);
    stub.calls[0]!.resolve();
    await settle();
    expect(session.linked).to.equal(true);
    expect(session.server).to.equal(SERVER);

    const welcome = { room: 'r1', seat: 'north', token: 'tok-1' };
    stub.calls[0]!.on.message('welcome', welcome);
    expect(heard.at(-1)).to.deep.equal(['message', 'welcome', welcome]);
    expect(store.get(tokenKey(SERVER, 'r1'))).to.equal('tok-1');
    session.send('move', { pit: 3, id: 1 });
    expect(stub.sent).to.deep.equal([['move', { pit: 3, id: 1 }]]);

    // the socket drops: reconnecting, and the first try after RETRY[0] with the token, not the seat
    stub.calls[0]!.on.lost(1006);
    expect(heard.at(-1)).to.deep.equal(['state', 'reconnecting']);
    expect(session.linked).to.equal(false);
    session.send('move', { pit: 4, id: 2 }); // nowhere to send: dropped
    expect(stub.sent.length).to.equal(1);
    mock.timers.tick(RETRY[0]! - 1);
    expect(stub.calls.length).to.equal(1);
    mock.timers.tick(1);
    expect(stub.calls.length).to.equal(2);
    expect(stub.calls[1]!.options).to.deep.equal({ token: 'tok-1' });
    stub.calls[1]!.resolve();
    await settle();
    expect(session.linked).to.equal(true);
    // a join again says nothing more: the room's own messages bring the state back
    expect(heard.filter((h) => h[0] === 'state')).to.deep.equal([
      ['state', 'connecting'],
      ['state', 'reconnecting'],
    ]);
    session.close();
  });

  it('retries on the schedule until GIVE_UP has passed since the loss, then says failed and closed', async () => {
    const stub = stubLinks();
    const { heard, on } = recorder();
    const session = new RoomSession(on, stub.links);
    void session.join(SERVER, 'r2');
    expect(stub.calls[0]!.options).to.deep.equal({});
    stub.calls[0]!.resolve();
    await settle();
    const lostAt = Date.now();
    stub.calls[0]!.on.lost(1006);

    // each try fails (the server is gone); the waits between them follow RETRY
    const waits: number[] = [];
    for (let last = lostAt; Date.now() - lostAt < GIVE_UP + 10_000 && heard.at(-1)?.[1] !== 'closed'; ) {
      const before = stub.calls.length;
      mock.timers.tick(50);
      if (stub.calls.length > before) {
        const c = stub.calls.at(-1)!;
        waits.push(c.at - last);
        last = c.at;
        c.reject(new Error('connection refused'));
        await settle();
      }
    }
    expect(waits.length).to.be.greaterThan(50);
    // the waits back off along RETRY (0.25, 0.5, 1, 2 s), then the last one repeats (every 3 s)
    expect(waits.slice(0, RETRY.length)).to.deep.equal(RETRY);
    expect(new Set(waits.slice(RETRY.length))).to.deep.equal(new Set([RETRY.at(-1)]));
    // the last try was the first to fail once GIVE_UP had passed: no try after it
    const lastTry = stub.calls.at(-1)!.at;
    expect(lastTry - lostAt).to.be.at.least(GIVE_UP);
    expect(lastTry - lostAt).to.be.below(GIVE_UP + RETRY.at(-1)!);
    expect(heard.slice(-2)).to.deep.equal([
      ['failed', 'again', `could not join room r2 on ${SERVER}: connection refused`],
      ['state', 'closed'],
    ]);
    const tries = stub.calls.length;
    mock.timers.tick(60_000);
    expect(stub.calls.length).to.equal(tries);
    expect(session.linked).to.equal(false);
  });

  it('a first join that fails says failed (join) and closed, and does not retry', async () => {
    const stub = stubLinks();
    const { heard, on } = recorder();
    const session = new RoomSession(on, stub.links);
    void session.join(SERVER, 'nope');
    stub.calls[0]!.reject(new Error(''));
    await settle();
    expect(heard).to.deep.equal([
      ['state', 'connecting'],
      ['failed', 'join', `could not join room nope on ${SERVER}: no answer`],
      ['state', 'closed'],
    ]);
    mock.timers.tick(10_000);
    expect(stub.calls.length).to.equal(1);
  });

  it('after close, an older link is not heard, a late join is left, and a pending retry never runs', async () => {
    const stub = stubLinks();
    const { heard, on } = recorder();
    const session = new RoomSession(on, stub.links);
    void session.join(SERVER, 'r3');
    stub.calls[0]!.resolve();
    await settle();
    stub.calls[0]!.on.lost(1006); // a retry is now waiting
    const generation = session.generation;
    session.close();
    expect(session.generation).to.be.greaterThan(generation);
    mock.timers.tick(10_000);
    expect(stub.calls.length).to.equal(1);

    // a join answered only after the session moved on to another room: left at once, never heard
    void session.join(SERVER, 'r4');
    void session.join(SERVER, 'r5');
    const late = stub.calls[1]!;
    late.resolve();
    await settle();
    expect(stub.closed).to.deep.equal(['r4']);
    heard.length = 0;
    late.on.message('state', { moves: [] });
    late.on.lost(1006);
    stub.calls[0]!.on.message('state', { moves: [] });
    expect(heard).to.deep.equal([]);
    expect(session.linked).to.equal(false);
    stub.calls[2]!.resolve();
    await settle();
    expect(session.linked).to.equal(true);
    stub.calls[2]!.on.message('state', { moves: [] });
    expect(heard).to.deep.equal([['message', 'state', { moves: [] }]]);
    session.close();
    expect(stub.closed).to.deep.equal(['r4', 'r5']);
  });

  it('creates a room: says connecting, resolves with its id; a refusal says failed (create), closed, and rejects', async () => {
    const stub = stubLinks();
    const { heard, on } = recorder();
    const session = new RoomSession(on, stub.links);
    const made = session.create(SERVER, { variant: 'abapa' });
    expect(heard).to.deep.equal([['state', 'connecting']]);
    expect(stub.calls[0]).to.include({ kind: 'create', server: SERVER });
    expect(stub.calls[0]!.options).to.deep.equal({ variant: 'abapa' });
    stub.calls[0]!.resolve('fresh');
    expect(await made).to.deep.equal({ room: 'fresh', generation: session.generation });
    expect(session.linked).to.equal(true);

    const refused = session.create(SERVER, { variant: 'nope' });
    stub.calls[1]!.reject(new Error('unknown variant'));
    const message = `could not create a game on ${SERVER}: unknown variant`;
    let error: Error | null = null;
    await refused.catch((e: Error) => {
      error = e;
    });
    expect(error).to.be.an('error').with.property('message', message);
    expect(heard.slice(-2)).to.deep.equal([
      ['failed', 'create', message],
      ['state', 'closed'],
    ]);
    // the first room was left when the second was asked for
    expect(stub.closed).to.deep.equal(['fresh']);
  });
  it('a room made after the session was closed is left at once, and create rejects without a word to the owner', async () => {
    const stub = stubLinks();
    const { heard, on } = recorder();
    const session = new RoomSession(on, stub.links);
    const made = session.create(SERVER, { variant: 'abapa' });
    session.close(); // the board was taken off the page while the room was being made
    stub.calls[0]!.resolve('orphan');
    let error: Error | null = null;
    await made.catch((e: Error) => {
      error = e;
    });
    expect(error)
      .to.be.an('error')
      .with.property('message', `could not create a game on ${SERVER}: the board left before the room was ready`);
    expect(stub.closed).to.deep.equal(['orphan']);
    expect(session.linked).to.equal(false);
    expect(heard).to.deep.equal([['state', 'connecting']]);
  });
});
