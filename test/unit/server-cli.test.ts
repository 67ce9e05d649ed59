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
});
