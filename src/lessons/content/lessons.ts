/**
 * The demo's lessons.
 *
 * 1. `tutorial` rebuilds the German step-by-step tutorial's sequence of diagrams (seeds/000), with
 *    its German captions and English and Japanese translations. Pits are numbered 0–11 as in the
 *    tutorial (`labels: 'numbers'`).
 * 2. `japanese-capture` rebuilds the Japanese encyclopedia entry's capture diagram (seeds/002):
 *    sowing from house E, the lower player captures e, d and c but neither b (4 seeds) nor a (not
 *    connected to the chain). Houses are named by letters as in the entry.
 *
 * Every position is built so that the engine really does what the caption says (see
 * test/lessons-content.test.ts).
 */
import type { Lesson } from '../types.js';

export const tutorialLesson: Lesson = {
  id: 'tutorial',
  source: 'Schritt-für-Schritt-Anleitung (German tutorial)',
  title: {
    de: 'Oware Schritt für Schritt',
    en: 'Oware step by step',
    ja: 'オワレをひとつずつ',
  },
  steps: [
    {
      id: 'start',
      position: 'start',
      labels: 'numbers',
      caption: {
        de: 'Jede Mulde startet mit 4 Samen (48 insgesamt). Spieler 0 (Süd) besitzt die Mulden 0-5 in der unteren Reihe, Spieler 1 (Nord) die Mulden 6-11 in der oberen Reihe. Süd beginnt.',
        en: 'Every pit starts with 4 seeds (48 in all). Player 0 (South) owns pits 0–5 in the bottom row, player 1 (North) pits 6–11 in the top row. South moves first.',
        ja: '各ハウスに種が4個ずつ入った状態から始めます（合計48個）。プレイヤー0（南）は下の列のハウス0〜5を、プレイヤー1（北）は上の列のハウス6〜11を持ちます。南が先手です。',
      },
    },
    {
      id: 'sowing',
      position: 'start',
      moves: '2',
      labels: 'numbers',
      highlight: '2:origin 3:sown 4:sown 5:sown 6:sown',
      arrows: '2>6',
      caption: {
        de: 'Hier hat Süd 4 Samen aus Mulde 2 genommen und sie in die Mulden 3, 4, 5 und 6 gesät.',
        en: 'Here South has taken the 4 seeds from pit 2 and sown them into pits 3, 4, 5 and 6.',
        ja: 'ここでは南がハウス2から4個の種を取り、ハウス3、4、5、6に1個ずつまきました。',
      },
    },
    {
      id: 'capture',
      position: '3,2,4,1,5,4/4,3,2,1,3,5 S 5-6',
      moves: '5',
      labels: 'numbers',
      highlight: '5:origin 9:capture 8:capture',
      arrows: '5>9',
      markers: '9:2 8:3',
      caption: {
        de: 'Hier säte Süd den letzten Samen in Mulde 9 (Gegnergebiet), die nun 2 Samen hat. Mulde 8 hat ebenfalls 3 Samen. Süd fängt 2 + 3 = 5 Samen aus den Mulden 9 und 8.',
        en: 'Here South sowed the last seed into pit 9, on the opponent’s side, which now holds 2 seeds. Pit 8 now holds 3 seeds as well. South captures 2 + 3 = 5 seeds from pits 9 and 8.',
        ja: 'ここでは南の最後の種が相手側のハウス9に入り、ハウス9の種は2個になりました。ハウス8も3個になっています。南はハウス9と8から2 + 3 = 5個の種を取ります。',
      },
    },
    {
      id: 'grand-slam',
      position: '2,0,3,1,0,3/1,2,1,0,0,0 S 17-18',
      moves: '5',
      labels: 'numbers',
      highlight: '5:origin 6:bad 7:bad 8:bad',
      arrows: '5>8:bad',
      caption: {
        de: 'In dieser Stellung hat Süds Mulde 5 drei Samen. Würde Süd aus Mulde 5 säen, würden die Mulden 6, 7 und 8 alle 2 oder 3 Samen haben und alles auf Nords Seite wäre gefangen. Der Fang ist verboten.',
        en: 'In this position South’s pit 5 holds three seeds. Sowing from pit 5 leaves pits 6, 7 and 8 with 2 or 3 seeds each, so everything on North’s side would be captured. That capture is not allowed: the seeds stay on the board.',
        ja: 'この局面では南のハウス5に種が3個あります。ハウス5からまくと、ハウス6、7、8はどれも2個か3個になり、北の側の種がすべて取られてしまいます。このような取り（グランドスラム）は認められず、種は盤に残ります。',
      },
    },
    {
      id: 'must-feed',
      position: '1,2,1,3,2,1/0,0,0,0,0,0 S 20-18',
      labels: 'numbers',
      showLegal: true,
      highlight: '6:bad 7:bad 8:bad 9:bad 10:bad 11:bad',
      markers: '3:✓:good 4:✓:good 5:✓:good',
      caption: {
        de: 'Hier ist Nords Seite leer. Süd muss eine Mulde mit genug Samen wählen, um Nords Mulden zu erreichen (Mulde 3, 4 oder 5 können alle reichen).',
        en: 'Here North’s side is empty. South must choose a pit with enough seeds to reach North’s pits (pits 3, 4 and 5 can all reach them).',
        ja: 'ここでは北の側が空です。南は北のハウスに届くだけの種があるハウスを選ばなければなりません（ハウス3、4、5ならどれでも届きます）。',
      },
    },
    {
      id: 'win',
      position: '1,0,2,1,0,2/1,1,3,0,1,1 S 22-13',
      moves: '5',
      labels: 'numbers',
      highlight: '5:origin 6:capture 7:capture',
      caption: {
        de: 'Hier hat Süd durch geschicktes Spiel 26 Samen gefangen und gewinnt.',
        en: 'Here South has captured 26 seeds through skilful play and wins.',
        ja: 'ここでは南が巧みな打ち回しで26個の種を取り、勝ちました。',
      },
    },
  ],
};

export const japaneseCaptureLesson: Lesson = {
  id: 'japanese-capture',
  source: 'オワレ (Japanese encyclopedia entry)',
  title: {
    ja: 'オワレの取り',
    en: 'Capturing in Oware',
    de: 'Fangen bei Oware',
  },
  steps: [
    {
      id: 'before',
      position: '4,3,0,2,6,1/1,3,2,1,2,5 S 9-9',
      labels: 'letters',
      highlight: 'E:origin',
      arrows: 'E>e',
      caption: {
        ja: '下側のプレイヤー（南）がハウスEから種をまきます。6個の種はF、a、b、c、d、eに1個ずつ入ります。',
        en: 'The lower player (South) sows from house E. The 6 seeds go one by one into F, a, b, c, d and e.',
        de: 'Der untere Spieler (Süd) sät aus Mulde E. Die 6 Samen kommen einzeln in F, a, b, c, d und e.',
      },
    },
    {
      id: 'capture',
      position: '4,3,0,2,6,1/1,3,2,1,2,5 S 9-9',
      moves: 'E',
      labels: 'letters',
      highlight: 'E:origin e:capture d:capture c:capture',
      markers: 'e:✓:good d:✓:good c:✓:good b:4:bad a:✗:bad',
      caption: {
        ja: '最後の種はハウスeに入ります。下側のプレイヤーはハウスe、d、cのすべての種を取りますが、b（種が4個あるため）とa（取られた他のハウスと隣接していないため）は取りません。',
        en: 'The last seed lands in house e. The lower player captures all the seeds in houses e, d and c, but not b (it holds 4 seeds) nor a (it is not connected to the other captured houses).',
        de: 'Der letzte Samen landet in Mulde e. Der untere Spieler fängt alle Samen in den Mulden e, d und c, aber nicht in b (dort liegen 4 Samen) und nicht in a (sie hängt nicht mit den anderen gefangenen Mulden zusammen).',
      },
    },
  ],
};

/** Every lesson of the demo. */
export const LESSONS: readonly Lesson[] = [tutorialLesson, japaneseCaptureLesson];
