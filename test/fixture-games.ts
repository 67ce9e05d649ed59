// The OpenSpiel reference games (test/fixtures/openspiel-oware-games.jsonl.gz), one JSON object per line.

/** Read the reference games; each test file says which of their fields it uses. */
export async function loadFixtureGames<T>(): Promise<T[]> {
  const res = await fetch(new URL('./fixtures/openspiel-oware-games.jsonl.gz', import.meta.url));
  const blob = await res.blob();
  const text = await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text();
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}
