// The one string system (src/i18n/): complete tables, Intl plurals and lists, safe lookups, the cache.
import { expect, fixture, html } from '@open-wc/testing';
import '../src/all.js';
import type { OwareBoard } from '../src/all.js';
import { Game } from '../src/engine/index.js';
import * as af from '../src/i18n/af.js';
import * as de from '../src/i18n/de.js';
import * as enBoard from '../src/i18n/en.js';
import { lessons as enLessons } from '../src/i18n/en-lessons.js';
import * as fr from '../src/i18n/fr.js';
import {
  fill,
  format,
  formatList,
  matchLanguage,
  pluralCategory,
  refusal,
  resolveStrings,
  STRINGS,
  type Strings,
  seeds,
} from '../src/i18n/index.js';
import * as ja from '../src/i18n/ja.js';
import { Narrator, narrateRefusal } from '../src/lessons/index.js';
import { click, pitEl, quiet } from './board-helpers.js';

const en = { board: enBoard.board, lessons: enLessons };
const TABLES = { en, de, af, ja, fr };
/** A table may give its own list words where CLDR's do not fit (Japanese); English does not need them. */
const LIST_WORDS = ['listSeparator', 'listAnd', 'listOr'];
const keys = (t: object) =>
  Object.keys(t)
    .filter((k) => !LIST_WORDS.includes(k))
    .sort();
const placeholders = (t: unknown) => [...new Set(JSON.stringify(t).match(/\{\w+\}/g) ?? [])].sort();

describe('i18n: one table per language', () => {
  for (const [lang, t] of Object.entries(TABLES)) {
    it(`${lang}: board, narration and UI parts have English's keys and placeholders`, () => {
      const parts: [string, Record<string, unknown>, Record<string, unknown>][] = [
        ['board', t.board as unknown as Record<string, unknown>, en.board as unknown as Record<string, unknown>],
        [
          'narration',
          t.lessons.narration as unknown as Record<string, unknown>,
          en.lessons.narration as unknown as Record<string, unknown>,
        ],
        ['ui', t.lessons.ui as unknown as Record<string, unknown>, en.lessons.ui as unknown as Record<string, unknown>],
      ];
      for (const [name, table, english] of parts) {
        expect(keys(table), `${lang}.${name}`).to.deep.equal(keys(english));
        for (const key of Object.keys(english)) {
          if (key !== 'sentenceJoin')
            expect(JSON.stringify(table[key]).length, `${lang}.${name}.${key}`).to.be.greaterThan(2);
          expect(placeholders(table[key]), `${lang}.${name}.${key}`).to.deep.equal(placeholders(english[key]));
        }
      }
      expect(t.board.locale).to.equal(t.lessons.narration.locale);
    });
  }
  it('only Japanese gives its own list words, the same in both parts', () => {
    for (const [lang, t] of Object.entries(TABLES)) {
      const has = LIST_WORDS.filter((k) => k in t.board);
      expect(has, lang).to.deep.equal(lang === 'ja' ? LIST_WORDS : []);
      for (const k of LIST_WORDS)
        expect((t.lessons.narration as unknown as Record<string, unknown>)[k], `${lang}.${k}`).to.equal(
          (t.board as unknown as Record<string, unknown>)[k],
        );
    }
  });
  it('the refused-move sentences are one set: the narration has none of its own', () => {
    for (const t of Object.values(TABLES))
      expect(Object.keys(t.lessons.narration).filter((k) => k.startsWith('illegal'))).to.deep.equal([]);
  });
  it('the lessons build registers all five languages, one table each with its lessons part', () => {
    expect(Object.keys(STRINGS).sort()).to.include.members(['af', 'de', 'en', 'fr', 'ja']);
    for (const lang of Object.keys(TABLES)) {
      expect(STRINGS[lang].south, lang).to.equal(TABLES[lang as keyof typeof TABLES].board.south);
      expect(STRINGS[lang].narration, lang).to.deep.equal(TABLES[lang as keyof typeof TABLES].lessons.narration);
    }
  });
});

describe('i18n: plurals by Intl.PluralRules', () => {
  it('one and other in each language', () => {
    expect([0, 1, 2].map((n) => pluralCategory('en-GB', n))).to.deep.equal(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralCategory('de', n))).to.deep.equal(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralCategory('af', n))).to.deep.equal(['other', 'one', 'other']);
    expect([0, 1, 2, 1_000_000].map((n) => pluralCategory('fr', n))).to.deep.equal(['one', 'one', 'other', 'other']); // CLDR's `many` has no form here
    // Japanese has no plural; its tables' `one` is the "only one" wording, taken for exactly 1
    expect([0, 1, 2].map((n) => pluralCategory('ja', n))).to.deep.equal(['other', 'one', 'other']);
  });
  it('seed counts and templates follow the table\u2019s language', () => {
    expect(seeds(resolveStrings('en'), 1)).to.equal('1 seed');
    expect(seeds(resolveStrings('en'), 0)).to.equal('0 seeds');
    expect(seeds(resolveStrings('af'), 1)).to.equal('1 saad');
    expect(seeds(resolveStrings('af'), 2)).to.equal('2 sade');
    expect(seeds(resolveStrings('fr'), 0)).to.equal('0 graine');
    expect(seeds(resolveStrings('fr'), 2)).to.equal('2 graines');
    expect(seeds(resolveStrings('ja'), 3)).to.equal('種3個');
    expect(fill(fr.lessons.ui.total, { n: 0 }, 'fr')).to.equal('Total\u00a0: 0 graine'); // it said "1 graine"
    expect(fill({ one: 'one {n}', other: 'other {n}' }, { n: 5 }, 'de')).to.equal('other 5');
  });
});

describe('i18n: lists by Intl.ListFormat', () => {
  const and = (lang: string, items: string[]) => formatList(items, resolveStrings(lang), 'and');
  const or = (lang: string, items: string[]) => formatList(items, resolveStrings(lang), 'or');
  it('CLDR where it fits: English (no serial comma), German, Afrikaans, French', () => {
    expect(and('en', ['D', 'E', 'F', 'a'])).to.equal('D, E, F and a');
    expect(or('en', ['D', 'E', 'F'])).to.equal('D, E or F');
    expect(and('de', ['D', 'E'])).to.equal('D und E');
    expect(or('de', ['D', 'E', 'F'])).to.equal('D, E oder F');
    expect(and('af', ['D', 'E', 'F'])).to.equal('D, E en F');
    expect(or('af', ['D', 'E'])).to.equal('D of E');
    expect(and('fr', ['D', 'E', 'F'])).to.equal('D, E et F');
    expect(or('fr', ['D', 'E'])).to.equal('D ou E');
  });
  it('the table\u2019s own words where CLDR does not fit (Japanese)', () => {
    expect(and('ja', ['D', 'E', 'F'])).to.equal('D、EとF');
    expect(or('ja', ['D', 'E', 'F'])).to.equal('D、EまたはF');
    expect(or('ja', ['D', 'E'])).to.equal('DまたはE');
    expect(formatList(['D', 'E', 'F'], resolveStrings('ja').narration)).to.equal('D、EとF');
  });
  it('one item and none', () => {
    for (const lang of ['en', 'ja']) {
      expect(and(lang, ['a'])).to.equal('a');
      expect(or(lang, [])).to.equal('');
    }
  });
  it('Japanese joins sentences without spaces (a table value, not CLDR)', () => {
    expect(resolveStrings('ja').narration.sentenceJoin).to.equal('');
    expect(resolveStrings('fr').narration.sentenceJoin).to.equal(' ');
  });
});

describe('i18n: language lookups never reach Object.prototype', () => {
  for (const lang of [
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__proto__-x',
    'constructor-CH',
  ]) {
    it(`lang="${lang}" is English`, async () => {
      expect(matchLanguage(lang)).to.equal(undefined);
      expect(resolveStrings(lang)).to.equal(resolveStrings('en'));
      expect(new Narrator({ lang }).lang).to.equal('en');
      const el = await fixture<OwareBoard>(html`<oware-board lang=${lang}></oware-board>`);
      expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.contain('Oware board');
      expect(pitEl(el, 2).getAttribute('aria-label')).to.equal('C, South, 4 seeds');
    });
  }
  it('regional and odd tags find their language', () => {
    expect(matchLanguage('de-CH')).to.equal('de');
    expect(matchLanguage('JA_jp')).to.equal('ja');
    expect(matchLanguage(null)).to.equal(undefined);
    expect(resolveStrings(undefined).south).to.equal('South');
  });
  it('overrides with __proto__, constructor and prototype keys pollute nothing', () => {
    const overrides = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": "c", "south": "S", "ui": {"__proto__": {"polluted": "yes"}, "hint": "H"}, "narration": {"__proto__": {"south": "X"}}}',
    );
    const t = resolveStrings('en', overrides);
    expect(t.south).to.equal('S');
    expect(t.ui.hint).to.equal('H');
    expect(t.narration.south).to.equal('South');
    expect(Object.getPrototypeOf(t)).to.equal(Object.prototype);
    expect(Object.getPrototypeOf(t.ui)).to.equal(Object.prototype);
    expect((t as unknown as Record<string, unknown>).polluted).to.equal(undefined);
    expect((t.ui as unknown as Record<string, unknown>).polluted).to.equal(undefined);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(STRINGS.en.south).to.equal('South');
    expect(Object.getPrototypeOf(STRINGS)).to.equal(null);
  });
});

describe('i18n: resolveStrings applies overrides and caches', () => {
  it('board keys at the top level, the lessons\u2019 under ui and narration; any missing key is English', () => {
    const t = resolveStrings('de', { south: 'Ich', ui: { hint: 'Hilfe' }, narration: { north: 'Du' } });
    expect([t.south, t.north, t.ui.hint, t.ui.retry, t.narration.north, t.narration.south]).to.deep.equal([
      'Ich',
      'Nord',
      'Hilfe',
      'Noch einmal',
      'Du',
      'Süd',
    ]);
    STRINGS.xx = { board: 'XX board' } as Strings;
    try {
      const x = resolveStrings('xx-YY');
      expect([x.board, x.south, x.locale, x.ui.hint]).to.deep.equal(['XX board', 'South', 'xx', 'Hint']);
    } finally {
      delete STRINGS.xx;
    }
  });
  it('the same table for the same language and overrides object; a new one for new overrides or a new table', () => {
    const overrides = { south: 'S' };
    expect(resolveStrings('de')).to.equal(resolveStrings('de-AT'));
    expect(resolveStrings('de', overrides)).to.equal(resolveStrings('de', overrides));
    expect(resolveStrings('de', overrides)).not.to.equal(resolveStrings('de', { south: 'S' }));
    expect(resolveStrings('de', overrides)).not.to.equal(resolveStrings('en', overrides));
    const before = resolveStrings('fr');
    const saved = STRINGS.fr;
    STRINGS.fr = { ...saved, south: 'Midi' };
    try {
      expect(resolveStrings('fr').south).to.equal('Midi');
    } finally {
      STRINGS.fr = saved;
    }
    expect(resolveStrings('fr')).not.to.equal(before); // rebuilt for the table in force again
    expect(resolveStrings('fr').south).to.equal('Sud');
  });
  it('a board\u2019s text is one table across renders', async () => {
    const el = await fixture<OwareBoard>(html`<oware-board lang="de"></oware-board>`);
    const first = el.text;
    el.orientation = 'north';
    await el.updateComplete;
    expect(el.text).to.equal(first);
    el.strings = { board: 'Mein Brett' };
    await el.updateComplete;
    expect(el.text).not.to.equal(first);
    expect(el.text.board).to.equal('Mein Brett');
  });
});

describe('i18n: one placeholder filler', () => {
  it('format fills known names and leaves unknown ones, prototype names included', () => {
    expect(format('{a}-{b}-{c}', { a: 1, b: 'x' })).to.equal('1-x-{c}');
    expect(format('{toString} {constructor} {__proto__}', {})).to.equal('{toString} {constructor} {__proto__}');
    expect(format('{n} {n}', { n: 0 })).to.equal('0 0');
  });
  it('fill picks a plural form and fills it the same way', () => {
    expect(fill('{a} and {unknown}', { a: 1 })).to.equal('1 and {unknown}');
    expect(fill(en.lessons.ui.goalMoves, { n: 1 }, 'en-GB')).to.equal('You have 1 move.');
    expect(fill(en.lessons.ui.goalMoves, { n: 3 }, 'en-GB')).to.equal('You have 3 moves.');
  });
});

describe('i18n: one set of refused-move sentences', () => {
  const FEED = '1,2,1,3,2,1/0,0,0,0,0,0 S 20-18';
  it('the board\u2019s notice says what the narration says', async () => {
    for (const lang of ['en', 'de', 'fr', 'ja']) {
      const el = await fixture<OwareBoard>(
        html`<oware-board lang=${lang} interactive="both" position=${FEED} animation-speed="0"></oware-board>`,
      );
      await quiet(async () => click(el, 0)); // A does not reach North
      await el.updateComplete;
      const notice = el.shadowRoot!.querySelector('[part="notice"] span')!.textContent;
      expect(notice, lang).to.equal(narrateRefusal('must-feed', { pit: 0, position: FEED }, { lang }));
    }
  });
  it('a pit on a side the user does not play', () => {
    const s = resolveStrings('en');
    const name = (p: number) => 'ABCDEFabcdef'[p];
    const legal = new Game().legalMoves();
    expect(refusal(s, 'not-interactive', 8, 'south', legal, name)).to.equal(
      'Pit c belongs to North, but it is South\u2019s turn.',
    );
    expect(refusal(s, 'not-interactive', 8, 'north', legal, name)).to.equal('Please wait: it is North\u2019s turn.');
    expect(refusal(s, 'not-interactive', null, 'north', legal, name)).to.equal('This board is for viewing only.');
    expect(refusal(s, 'no-such-reason', 2, 'south', legal, name)).to.equal('That is not a legal move.');
  });
  it('overrides written for the board\u2019s old {letter} placeholder still read', () => {
    const s = resolveStrings('en', { illegalEmptyPit: '{letter} is empty!' });
    expect(refusal(s, 'empty-pit', 0, 'south', [], () => 'A')).to.equal('A is empty!');
  });
});

describe('string parts of features', () => {
  it('resolves a registered part by language, English for missing keys, page overrides under its name', async () => {
    const { addStringPart, resolveStrings: resolve, readStrings: read } = await import('../src/i18n/index.js');
    addStringPart('testPart', { en: { hello: 'Hello', bye: 'Bye' }, de: { hello: 'Hallo' } });
    const de = resolve('de-CH') as unknown as { testPart: { hello: string; bye: string } };
    expect(de.testPart.hello).to.equal('Hallo');
    expect(de.testPart.bye).to.equal('Bye');
    const { strings } = read({ testPart: { bye: 'Tschüss' } });
    const own = resolve('de', strings) as unknown as { testPart: { hello: string; bye: string } };
    expect(own.testPart).to.deep.equal({ hello: 'Hallo', bye: 'Tschüss' });
    addStringPart('testPart', { en: { hello: 'Hi', bye: 'Bye' } });
    expect((resolve('de') as unknown as { testPart: { hello: string } }).testPart.hello).to.equal('Hi');
  });
});
