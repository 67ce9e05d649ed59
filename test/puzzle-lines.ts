// Two goal puzzles made from the OpenSpiel reference games, shared by the Node tests of the goal
// search (test/unit/lessons-puzzle-budget.test.ts) and the board's tests (test/lessons-puzzle-budget.test.ts).

/**
 * An 18-ply puzzle made from a real game: game 185 of the OpenSpiel fixture
 * (test/fixtures/openspiel-oware-games.jsonl.gz) after its first 40 plies, South to move. The goal
 * defend:2 (North captures at most 2 seeds in the next 18 plies) is forced there and defend:1 is
 * not (exact search, about 1.2 million positions). The line was found by the engine's own
 * search: at each South ply the first move after which the goal is still forced within the plies
 * left, at each North ply `bestDefence`; North captures exactly 2 along it. `checkPuzzle` (exact)
 * finds nothing wrong with it, and only E (the scripted move) works at the start (exact
 * `goodMoves`, checked in test/unit/lessons-puzzle-budget.test.ts). Before the budget, a wrong click here searched `goodMoves` at 18
 * plies twice, synchronously: one long task of about 2–4 s.
 */
export const LONG = {
  position: '0,3,7,15,1,2/1,0,2,3,1,0 S 10-3',
  solution: 'E a F a B b E c D e B d A e C a A b',
  goal: 'defend:2',
};

/**
 * A solution that misses its goal: game 12 of the fixture after 38 plies. capture:3 within 3
 * plies is forced by C, f, D (the engine's line); this one ends with E, which captures 2. Before
 * the check, the board said "Correct!" after C, hinted E, said "Correct!" again and was stuck.
 */
export const MISS = { position: '1,0,4,3,4,3/6,2,0,1,1,1 S 9-13', solution: 'C f E', goal: 'capture:3' };
