import { readServeArgs } from '../../src/server/cli.js';
import { expect } from '../expect.js';

describe('oware-board serve: arguments', () => {
  it('reads the port, database, Redis and limits, with REDIS_URL from the environment', () => {
    expect(readServeArgs([])).to.deep.equal({ port: 2567, limits: {} });
    const o = readServeArgs(['--port', '0', '--db', 'x.sqlite', '--max-rooms', '5'], { REDIS_URL: 'redis://r:6379' });
    expect(o).to.deep.include({ port: 0, db: 'x.sqlite', redisUrl: 'redis://r:6379' });
    expect(o.limits).to.deep.equal({ maxRooms: 5 });
  });

  it('says what is wrong with bad arguments', () => {
    expect(() => readServeArgs(['--port'])).to.throw(/--port needs a value/);
    expect(() => readServeArgs(['--port', 'abc'])).to.throw(/whole number/);
    expect(() => readServeArgs(['--port', '70000'])).to.throw(/at most 65535/);
    expect(() => readServeArgs(['--max-rooms', '0'])).to.throw(/at least 1/);
    expect(() => readServeArgs(['--nope'])).to.throw(/unknown option '--nope'/);
  });

  it('reads the diagram flags: the rate of stored diagrams and their byte budget', () => {
    const o = readServeArgs(['--diagram-posts-per-minute', '5', '--diagram-store-bytes', '1000']);
    expect(o.diagrams).to.deep.equal({ limits: { postsPerMinute: 5, maxStoredBytes: 1000 } });
    expect(readServeArgs(['--diagrams-base', 'https://x.org/b']).diagrams).to.deep.equal({ base: 'https://x.org/b' });
    expect(readServeArgs(['--no-diagrams']).diagrams).to.equal(false);
    expect(() => readServeArgs(['--no-diagrams', '--diagram-posts-per-minute', '5'])).to.throw(/--no-diagrams/);
    expect(() => readServeArgs(['--diagram-posts-per-minute', '0'])).to.throw(/at least 1/);
  });
});
