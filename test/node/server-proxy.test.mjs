// The production recipe of docs/online.md, run as written: the game server behind a real nginx with
// TLS, using the nginx configurations the docs give (read from docs/online.md, only the names, ports
// and certificate paths replaced), so the docs cannot drift from what works.
// One process: a game created, joined and played over https:// and wss:// through nginx;
// `X-Forwarded-For` forged by a client does not get it round the rate limit (`--trust-proxy 1`
// counts the address nginx saw); /healthz through the proxy.
// Two processes sharing rooms through Redis, a path per process (`--public-address host/p1`): a room
// created on one and joined through the other's path plays to the end.
// nginx and openssl are installed by scripts/system-packages.mjs.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@colyseus/sdk';
import { freePort, startRedis, startServer, tempDir, watch } from './server-helpers.mjs';

// The certificate is our own, made for this test: the client trusts it by this switch (in this
// test process only).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
process.removeAllListeners('warning');

const docs = readFileSync('docs/online.md', 'utf8');
/** The `n`-th ```nginx block of docs/online.md. */
function nginxBlock(n) {
  const blocks = [...docs.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.ok(blocks.length > n, 'docs/online.md has its nginx configurations');
  return blocks[n];
}

/** Start nginx in the foreground in `dir` with a block of the docs, adapted, on `port` (default a free one). */
async function startNginx(dir, block, replace, port) {
  const cert = joinPath(dir, 'cert.pem');
  const key = joinPath(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  assert.equal(made.status, 0, `openssl made a certificate: ${made.stderr}`);
  port ??= await freePort();
  let server = block
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port} ssl;`)
    .replace(/server_name [^;]+;/, 'server_name localhost;')
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
  for (const [from, to] of replace) server = server.replaceAll(from, to);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(joinPath(dir, sub), { recursive: true });
  const conf = joinPath(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${server}
}
`,
  );
  const proc = spawn(
    existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', dir, '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  proc.stderr.on('data', (c) => {
    out += c;
  });
  const url = `https://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited: ${out} ${readFileSync(`${dir}/error.log`, 'utf8')}`);
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error('nginx did not answer in 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    kill: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', resolve);
        proc.kill('SIGTERM');
      }),
  };
}

/** Create (or join) through `client`, watching the room; resolves with it and its welcome. */
async function seat(promise) {
  const room = await promise;
  const w = watch(room);
  return { ...w, welcome: await w.next('welcome', () => true, { from: 0 }) };
}

/** Play `pits` alternately from `south` and `north`, each accepted. */
async function play(south, north, pits) {
  let id = 0;
  for (const [i, pit] of pits.entries()) {
    const p = i % 2 ? north : south;
    const from = p.seen.length;
    p.room.send('move', { pit, id: ++id });
    const answer = await Promise.race([
      p.next('accepted', (b) => b.id === id, { from }).then(() => 'accepted'),
      p.next('refused', (b) => b.id === id, { from }).then((b) => `refused ${b.reason}`),
    ]);
    assert.equal(answer, 'accepted', `move ${i + 1} (${pit}) through the proxy`);
  }
}

describe('the production recipe: behind nginx with TLS', () => {
  describe('one process', () => {
    let tmp;
    let server;
    let nginx;
    before(async () => {
      tmp = tempDir();
      const port = await freePort();
      // as docs/online.md's command: the diagram service told its public URL
      server = await startServer([
        '--host',
        '127.0.0.1',
        '--db',
        tmp.db,
        '--trust-proxy',
        '1',
        '--diagrams-base',
        `https://localhost:${port}`,
      ]);
      nginx = await startNginx(tmp.dir, nginxBlock(0), [['127.0.0.1:2567', `127.0.0.1:${server.port}`]], port);
    });
    after(async () => {
      await Promise.all([nginx?.kill(), server?.kill()]);
      tmp?.cleanup();
    });

    it('a game created, joined and played over https and wss', async () => {
      const south = await seat(new Client(nginx.url).create('oware', { seat: 'south' }));
      const north = await seat(new Client(nginx.url).joinById(south.welcome.room));
      assert.equal(north.welcome.seat, 'north');
      await play(south, north, [0, 6, 1, 7]);
      const state = south.last('state');
      assert.ok(state, 'the state came through the proxy');
      await Promise.all([south.room.leave(), north.room.leave()]);
      const health = await fetch(`${nginx.url}/healthz`);
      assert.equal(health.status, 200, '/healthz through the proxy');
    });

    it('diagrams and oEmbed through the proxy name the public https URLs', async () => {
      const embed = `${nginx.url}/embed?position=${encodeURIComponent('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0')}&highlight=A`;
      const res = await fetch(`${nginx.url}/oembed?url=${encodeURIComponent(embed)}&format=json`);
      assert.equal(res.status, 200, 'oEmbed answers for the public URL');
      const o = await res.json();
      assert.equal(o.type, 'rich');
      assert.match(o.html, new RegExp(`<iframe src="${nginx.url.replace(/[.]/g, '\\.')}/embed\\?`));
      const svg = await fetch(`${nginx.url}/svg?position=${encodeURIComponent('4,4,4,4,4,4/4,4,4,4,4,4 S 0-0')}`);
      assert.equal(svg.status, 200);
      assert.match(svg.headers.get('content-type'), /^image\/svg\+xml/);
      assert.match(await svg.text(), /^<svg /);
    });

    it('a forged X-Forwarded-For does not get round the create rate limit', async () => {
      const statuses = [];
      for (let i = 0; i < 14; i++) {
        const res = await fetch(`${nginx.url}/matchmake/create/oware`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
          body: '{}',
        });
        statuses.push(res.status);
        await res.arrayBuffer();
      }
      // --creates-per-minute defaults to 10, and the first test created one room from this address
      assert.ok(statuses.includes(429), `429 came after the limit: ${statuses.join(' ')}`);
      assert.ok(statuses.filter((s) => s === 200).length <= 10, `at most 10 creates passed: ${statuses.join(' ')}`);
    });
  });

  describe('two processes sharing rooms through Redis, a path each', () => {
    let tmp;
    let redis;
    let servers;
    let nginx;
    before(async () => {
      tmp = tempDir();
      redis = await startRedis(tmp.dir);
      const env = { REDIS_URL: `redis://127.0.0.1:${redis.port}` };
      const port = await freePort();
      servers = await Promise.all(
        [1, 2].map((n) =>
          startServer(
            [
              '--host',
              '127.0.0.1',
              '--db',
              `${tmp.db}-${n}`,
              '--trust-proxy',
              '1',
              '--public-address',
              `localhost:${port}/p${n}`,
            ],
            env,
          ),
        ),
      );
      nginx = await startNginx(
        tmp.dir,
        nginxBlock(1),
        [
          ['127.0.0.1:2567', `127.0.0.1:${servers[0].port}`],
          ['127.0.0.1:2568', `127.0.0.1:${servers[1].port}`],
        ],
        port,
      );
      assert.equal(nginx.port, port);
    });
    after(async () => {
      await Promise.all([nginx?.kill(), ...(servers ?? []).map((s) => s.kill())]);
      redis?.stop();
      tmp?.cleanup();
    });

    it('a room created on one process is joined through the proxy and played', async () => {
      const south = await seat(new Client(`${nginx.url}/p1`).create('oware', { seat: 'south' }));
      // the friend's client asks the shared name; Redis says which process hosts the room
      const north = await seat(new Client(nginx.url).joinById(south.welcome.room));
      assert.equal(north.welcome.seat, 'north');
      await play(south, north, [2, 8, 3, 9]);
      await Promise.all([south.room.leave(), north.room.leave()]);
    });
  });
});
