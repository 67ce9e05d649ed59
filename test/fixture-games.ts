// The OpenSpiel reference games (test/fixtures/openspiel-oware-games.jsonl.gz), one JSON object per line.

/** Node's file reader when the tests run in Node (test/unit/), else undefined (in the browser). */
const nodeFs = (
  globalThis as {
    process?: { getBuiltinModule?: (id: 'node:fs') => { readFileSync(url: URL): Uint8Array<ArrayBuffer> } };
  }
).process?.getBuiltinModule?.('node:fs');

/** The fixture's gzipped bytes: fetched from the test server in the browser, read from disk in Node. */
async function fixtureBytes(url: URL): Promise<Blob> {
  if (url.protocol === 'file:' && nodeFs) return new Blob([nodeFs.readFileSync(url)]);
  return (await fetch(url)).blob();
}

/** Read the reference games; each test file says which of their fields it uses. */
export async function loadFixtureGames<T>(): Promise<T[]> {
  const blob = await fixtureBytes(new URL('./fixtures/openspiel-oware-games.jsonl.gz', import.meta.url));
  const text = await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}
