/**
 * The staged hint's words (`text.hint`, overridable as `strings.hint`): one table per language,
 * registered by the computer player (the AI chunk) with `addStringPart('hint', HINT_STRINGS)`.
 * Placeholders: `{opp}` the opponent's side, `{pit}` the hinted pit, `{pits}` a list of pits,
 * `{last}` the last pit sown, `{reply}` the opponent's answer, `{next}` the mover's next move,
 * `{n}` a number of seeds. Plural forms (`{ one, other }`) are chosen by `{n}` or the pits' count.
 */
import type { Template } from '../i18n/types.js';

export interface HintStrings {
  /** Stage 1, the idea: the opponent's row is empty. */
  ideaFeed: string;
  /** Stage 1: the best move captures. */
  ideaCapture: string;
  /** Stage 1: a threat to stop ("North threatens to capture 4 from your pit D"). */
  ideaThreat: Template;
  /** Stage 1: a grand slam would capture nothing. */
  ideaSlam: string;
  /** Stage 1: the capture comes with the next move. */
  ideaPrepare: string;
  /** Stage 1: a forced win. */
  ideaWin: string;
  /** Stage 1: nothing special; look at the replies. */
  ideaSafe: string;
  /** Stage 2, the pit. */
  pit: string;
  /** Stage 3, the line: what the move does. */
  sows: string;
  sowsCaptures: Template;
  sowsFeeds: string;
  /** The move is a grand slam that captures nothing. */
  sowsSlam: string;
  /** Added when the move stops the threat. */
  stops: string;
  /** What follows in the principal variation. */
  thenMore: Template;
  thenReplyTakes: Template;
  thenReply: string;
  /** A grand slam avoided: a sentence of its own. */
  slam: string;
  /** The sentence: the move's part, then what follows (`{first}`, `{then}`), or the move's part alone. */
  line: string;
  lineAlone: string;
  /** Added as a sentence when the search found the exact result. */
  outcomeWin: string;
  outcomeDraw: string;
  outcomeLoss: string;
}

const en: HintStrings = {
  ideaFeed: '{opp} has no seeds left: you must give them some.',
  ideaCapture: "Look at {opp}'s pits with 1 or 2 seeds.",
  ideaThreat: {
    one: '{opp} threatens to capture {n} from your pit {pits}.',
    other: '{opp} threatens to capture {n} from your pits {pits}.',
  },
  ideaSlam: "Taking all of {opp}'s seeds at once would capture nothing.",
  ideaPrepare: 'Prepare a capture for your next move.',
  ideaWin: 'You can force a win from here.',
  ideaSafe: 'Before you sow, look at what {opp} could take after your move.',
  pit: 'Play {pit}.',
  sows: '{pit} sows to {last}',
  sowsCaptures: '{pit} sows to {last} and captures {n}',
  sowsFeeds: '{pit} sows to {last} and feeds {opp}',
  sowsSlam: '{pit} sows to {last}: a grand slam, which captures nothing',
  stops: "{move}, which stops {opp}'s threat of {n}",
  thenMore: 'if {opp} answers {reply} you take {n} more',
  thenReplyTakes: "{opp}'s best answer {reply} takes {n}",
  thenReply: "{opp}'s best answer is {reply}",
  slam: "{pit} would take all of {opp}'s seeds: a grand slam, which captures nothing.",
  line: '{first}; {then}.',
  lineAlone: '{first}.',
  outcomeWin: 'With best play you win.',
  outcomeDraw: 'With best play it is a draw.',
  outcomeLoss: 'With best play you still lose, but this holds out longest.',
};

const de: Partial<HintStrings> = {
  ideaFeed: '{opp} hat keine Samen mehr: Du musst ihm welche geben.',
  ideaCapture: 'Schau dir die Mulden von {opp} mit 1 oder 2 Samen an.',
  ideaThreat: {
    one: '{opp} droht, {n} aus deiner Mulde {pits} zu schlagen.',
    other: '{opp} droht, {n} aus deinen Mulden {pits} zu schlagen.',
  },
  ideaSlam: 'Alle Samen von {opp} auf einmal zu nehmen, schlägt nichts.',
  ideaPrepare: 'Bereite einen Schlag für deinen nächsten Zug vor.',
  ideaWin: 'Von hier aus kannst du den Sieg erzwingen.',
  ideaSafe: 'Schau vor dem Säen, was {opp} nach deinem Zug schlagen könnte.',
  pit: 'Spiele {pit}.',
  sows: '{pit} sät bis {last}',
  sowsCaptures: '{pit} sät bis {last} und schlägt {n}',
  sowsFeeds: '{pit} sät bis {last} und versorgt {opp}',
  sowsSlam: '{pit} sät bis {last}: ein Grand Slam, der nichts schlägt',
  stops: '{move} und wehrt die Drohung von {opp} ab',
  thenMore: {
    one: 'antwortet {opp} mit {reply}, schlägst du {n} weiteren',
    other: 'antwortet {opp} mit {reply}, schlägst du {n} weitere',
  },
  thenReplyTakes: 'die beste Antwort von {opp}, {reply}, schlägt {n}',
  thenReply: 'die beste Antwort von {opp} ist {reply}',
  slam: '{pit} würde alle Samen von {opp} nehmen: ein Grand Slam, der nichts schlägt.',
  outcomeWin: 'Bei bestem Spiel gewinnst du.',
  outcomeDraw: 'Bei bestem Spiel endet die Partie remis.',
  outcomeLoss: 'Bei bestem Spiel verlierst du, aber so hältst du am längsten durch.',
};

const af: Partial<HintStrings> = {
  ideaFeed: '{opp} het geen sade meer nie: jy moet vir hulle sade gee.',
  ideaCapture: 'Kyk na {opp} se kuiltjies met 1 of 2 sade.',
  ideaThreat: {
    one: '{opp} dreig om {n} uit jou kuiltjie {pits} te vang.',
    other: '{opp} dreig om {n} uit jou kuiltjies {pits} te vang.',
  },
  ideaSlam: 'Om al {opp} se sade op een slag te vat, vang niks nie.',
  ideaPrepare: 'Berei ’n vangs vir jou volgende skuif voor.',
  ideaWin: 'Van hier af kan jy die oorwinning afdwing.',
  ideaSafe: 'Kyk voor jy saai wat {opp} ná jou skuif kan vang.',
  pit: 'Speel {pit}.',
  sows: '{pit} saai tot by {last}',
  sowsCaptures: '{pit} saai tot by {last} en vang {n}',
  sowsFeeds: '{pit} saai tot by {last} en voer {opp}',
  sowsSlam: '{pit} saai tot by {last}: ’n grand slam, wat niks vang nie',
  stops: '{move}, wat {opp} se dreigement stop',
  thenMore: 'as {opp} met {reply} antwoord, vang jy nog {n}',
  thenReplyTakes: '{opp} se beste antwoord, {reply}, vang {n}',
  thenReply: '{opp} se beste antwoord is {reply}',
  slam: '{pit} sou al {opp} se sade vat: ’n grand slam, wat niks vang nie.',
  outcomeWin: 'Met die beste spel wen jy.',
  outcomeDraw: 'Met die beste spel is dit gelykop.',
  outcomeLoss: 'Met die beste spel verloor jy nog, maar só hou jy die langste uit.',
};

const fr: Partial<HintStrings> = {
  ideaFeed: '{opp} n’a plus de graines\u00a0: vous devez lui en donner.',
  ideaCapture: 'Regardez les trous de {opp} qui ont 1 ou 2 graines.',
  ideaThreat: {
    one: '{opp} menace de prendre {n} dans votre trou {pits}.',
    other: '{opp} menace de prendre {n} dans vos trous {pits}.',
  },
  ideaSlam: 'Prendre toutes les graines de {opp} d’un coup ne capture rien.',
  ideaPrepare: 'Préparez une prise pour votre prochain coup.',
  ideaWin: 'D’ici, vous pouvez forcer la victoire.',
  ideaSafe: 'Avant de semer, regardez ce que {opp} pourrait prendre après votre coup.',
  pit: 'Jouez {pit}.',
  sows: '{pit} sème jusqu’à {last}',
  sowsCaptures: '{pit} sème jusqu’à {last} et prend {n}',
  sowsFeeds: '{pit} sème jusqu’à {last} et nourrit {opp}',
  sowsSlam: '{pit} sème jusqu’à {last}\u00a0: un grand chelem, qui ne capture rien',
  stops: '{move}, ce qui pare la menace de {opp}',
  thenMore: 'si {opp} répond {reply}, vous en prenez encore {n}',
  thenReplyTakes: 'la meilleure réponse de {opp}, {reply}, prend {n}',
  thenReply: 'la meilleure réponse de {opp} est {reply}',
  slam: '{pit} prendrait toutes les graines de {opp}\u00a0: un grand chelem, qui ne capture rien.',
  line: '{first}\u00a0; {then}.',
  outcomeWin: 'Avec le meilleur jeu, vous gagnez.',
  outcomeDraw: 'Avec le meilleur jeu, la partie est nulle.',
  outcomeLoss: 'Avec le meilleur jeu, vous perdez encore, mais c’est la plus longue résistance.',
};

const ja: Partial<HintStrings> = {
  ideaFeed: '{opp}には種がありません。種を渡さなければなりません。',
  ideaCapture: '{opp}の種が1つか2つのハウスを見ましょう。',
  ideaThreat: '{opp}はあなたのハウス{pits}から{n}粒取ろうとしています。',
  ideaSlam: '{opp}の種を一度に全部取ると、何も取れません。',
  ideaPrepare: '次の手で取れるように準備しましょう。',
  ideaWin: 'ここから勝ちを決められます。',
  ideaSafe: '種をまく前に、あなたの手のあと{opp}が何を取れるか見ましょう。',
  pit: '{pit}を打ちましょう。',
  sows: '{pit}は{last}までまき',
  sowsCaptures: '{pit}は{last}までまいて{n}粒取り',
  sowsFeeds: '{pit}は{last}までまいて{opp}に種を渡し',
  sowsSlam: '{pit}は{last}までまいてグランドスラムになり',
  stops: '{move}、{opp}の脅威を防ぎ',
  thenMore: '{opp}が{reply}と応じれば、さらに{n}粒取れます',
  thenReplyTakes: '{opp}の最善の応手{reply}は{n}粒取ります',
  thenReply: '{opp}の最善の応手は{reply}です',
  slam: '{pit}は{opp}の種を全部取るグランドスラムになり、何も取れません。',
  line: '{first}、{then}。',
  lineAlone: '{first}ます。',
  outcomeWin: '最善を尽くせば勝ちです。',
  outcomeDraw: '最善を尽くせば引き分けです。',
  outcomeLoss: '最善を尽くしても負けですが、これが最も長く粘れる手です。',
};

/** The part's tables by language (English complete; the others leave out what they write as English does). */
export const HINT_STRINGS = { en, de, af, ja, fr };

declare module '../i18n/types.js' {
  /** With the staged hints (their chunk), a resolved table has its part. */
  interface StringTable {
    hint: HintStrings;
  }
}
