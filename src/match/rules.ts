/**
 * Match rules in attribute syntax (`match="best-of:5"`, `"first-to:6"`, `"first-to:6 lead-by:3"`,
 * `"in-a-row:3"`) and the one pure question a match asks after each game: is it over, and who won.
 * No imports: the element's validation table reads the syntax with {@link readMatch}.
 */

/** A match's rule. */
export interface MatchRule {
  /** `best-of`: at most `games` games, the most wins; `first-to`: `wins` wins (or a lead of `lead`); `in-a-row`: `wins` wins in a row. */
  kind: 'best-of' | 'first-to' | 'in-a-row';
  /** `best-of`: the number of games; otherwise the wins needed. */
  count: number;
  /** `first-to` only: a lead of this many wins also ends the match (Antigua: first to 6 or a lead of 3). */
  lead?: number;
}

/** The two players of a match: `first` plays South (and opens) in game 1, `second` North; they swap each game. */
export type MatchPlayer = 'first' | 'second';

const MAX = 99;

/** Read a `match` value: `{ rule }` (`null` for an empty value: no match) or `{ error }` saying what is wrong. */
export function readMatch(
  text: string,
): { rule: MatchRule | null; error?: undefined } | { rule?: undefined; error: string } {
  const tokens = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!tokens.length) return { rule: null };
  let rule: MatchRule | null = null;
  let lead: number | undefined;
  for (const t of tokens) {
    const m = /^(best-of|first-to|in-a-row|lead-by):(\d{1,2})$/.exec(t);
    const n = m ? Number(m[2]) : 0;
    if (!m || n < 1 || n > MAX)
      return {
        error: `'${t.slice(0, 40)}' is not a match rule; use best-of:N, first-to:N (with lead-by:N), or in-a-row:N, N from 1 to ${MAX}`,
      };
    if (m[1] === 'lead-by') {
      if (lead !== undefined) return { error: 'lead-by is given twice' };
      lead = n;
    } else if (rule) return { error: `give one of best-of, first-to and in-a-row, not '${rule.kind}' and '${m[1]}'` };
    else rule = { kind: m[1] as MatchRule['kind'], count: n };
  }
  if (!rule) return { error: 'lead-by needs first-to, as in first-to:6 lead-by:3' };
  if (lead !== undefined) {
    if (rule.kind !== 'first-to') return { error: `lead-by goes with first-to, not with ${rule.kind}` };
    rule.lead = lead;
  }
  return { rule };
}

/** A finished game of a match, from the players' view. */
export interface MatchGameResult {
  /** The winner of the game, or `draw`. */
  winner: MatchPlayer | 'draw';
}

/** Wins of `[first, second]` over `games`. */
export function matchScore(games: readonly MatchGameResult[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const g of games) {
    if (g.winner === 'first') a++;
    else if (g.winner === 'second') b++;
  }
  return [a, b];
}

/** The match's winner after `games` (`draw` for a drawn best-of), or `null` while it goes on. */
export function matchWinner(rule: MatchRule, games: readonly MatchGameResult[]): MatchPlayer | 'draw' | null {
  const [a, b] = matchScore(games);
  const lead: MatchPlayer | null = a > b ? 'first' : b > a ? 'second' : null;
  switch (rule.kind) {
    case 'best-of': {
      const left = rule.count - games.length;
      if (Math.abs(a - b) > left) return lead; // cannot be caught
      return left <= 0 ? (lead ?? 'draw') : null;
    }
    case 'first-to':
      if (Math.max(a, b) >= rule.count) return lead;
      return rule.lead !== undefined && Math.abs(a - b) >= rule.lead ? lead : null;
    case 'in-a-row': {
      const last = games.at(-1)?.winner;
      if (!last || last === 'draw') return null;
      let run = 0;
      for (let i = games.length - 1; i >= 0 && games[i].winner === last; i--) run++;
      return run >= rule.count ? last : null;
    }
  }
}
