/**
 * The staged hint's sentences, from the facts of src/ai/teach.ts: stage 1 the idea, stage 2 the
 * pit, stage 3 the line (what the move does, then the principal variation's next two moves). In the
 * AI chunk, with its string tables (src/element/hint-strings.ts); DOM-free.
 */
import type { HintFacts } from '../ai/teach.js';
import { addStringPart, fill, formatList, type StringTable } from '../i18n/index.js';
import { HINT_STRINGS, type HintStrings } from './hint-strings.js';

addStringPart('hint', HINT_STRINGS);

/** A hint's stage: 1 the idea, 2 the pit, 3 the line. */
export type HintStage = 1 | 2 | 3;

/** The sentence for `stage` of a hint in the table `text` (pits named by `name`). */
export function hintSentence(f: HintFacts, stage: HintStage, text: StringTable, name: (pit: number) => string): string {
  const h: HintStrings = text.hint;
  const loc = text.locale;
  const opp = text[f.mover === 'south' ? 'north' : 'south'];
  const say = (t: HintStrings[keyof HintStrings], p: Record<string, string | number>, count?: number) =>
    fill(t, { opp, ...p }, loc, count);
  if (stage === 1) {
    const t = f.threat;
    if (f.mustFeed) return say(h.ideaFeed, {});
    if (f.outcome === 'win' && !f.captures) return say(h.ideaWin, {});
    if (f.captures) return say(h.ideaCapture, {});
    if (t && f.stopped)
      return say(h.ideaThreat, { n: t.seeds, pits: formatList(t.pits.map(name), text) }, t.pits.length);
    if (f.slam >= 0) return say(h.ideaSlam, {});
    if (f.nextCaptures) return say(h.ideaPrepare, {});
    return say(h.ideaSafe, {});
  }
  const pit = name(f.pit);
  if (stage === 2) return say(h.pit, { pit });
  const at = { pit, last: name(f.last) };
  let first = f.captures
    ? say(h.sowsCaptures, { ...at, n: f.captures })
    : f.mustFeed
      ? say(h.sowsFeeds, at)
      : f.grandSlam
        ? say(h.sowsSlam, at)
        : say(h.sows, at);
  if (f.stopped && f.threat) first = say(h.stops, { move: first, n: f.threat.seeds });
  let then = '';
  if (f.reply >= 0) {
    const reply = name(f.reply);
    then =
      f.nextCaptures && f.next >= 0
        ? say(h.thenMore, { reply, n: f.nextCaptures, next: name(f.next) })
        : f.replyCaptures
          ? say(h.thenReplyTakes, { reply, n: f.replyCaptures })
          : say(h.thenReply, { reply });
  }
  const out = [then ? say(h.line, { first, then }) : say(h.lineAlone, { first })];
  if (f.slam >= 0) out.push(say(h.slam, { pit: name(f.slam) }));
  if (f.outcome) out.push(h[f.outcome === 'win' ? 'outcomeWin' : f.outcome === 'draw' ? 'outcomeDraw' : 'outcomeLoss']);
  return out.join(text.locale === 'ja' ? '' : ' ');
}
