import '../src/index.ts';
import type { OwareBoard } from '../src/index.ts';

// The page's board plays online: the server is `?server=`, else the one `npm start` runs beside the
// demo (VITE_OWARE_SERVER), else port 2567 of this host. `?room=` (an invite) joins a game,
// `?seat=watch` watches it.
const board = document.querySelector<OwareBoard>('#board')!;
const log = document.querySelector<HTMLUListElement>('#log')!;
const share = document.querySelector<HTMLParagraphElement>('#share')!;
const params = new URLSearchParams(location.search);
const env = (import.meta as { env?: Record<string, string | undefined> }).env;
const server = params.get('server') ?? env?.VITE_OWARE_SERVER ?? `${location.protocol}//${location.hostname}:2567`;

function say(text: string): void {
  const li = document.createElement('li');
  li.textContent = text;
  log.append(li);
  while (log.children.length > 30) log.firstElementChild?.remove();
  log.scrollTop = log.scrollHeight;
}

/** This page's address for the room (and for watching it). */
function pageFor(room: string, watch = false): string {
  const u = new URL(location.href);
  u.search = '';
  u.searchParams.set('room', room);
  if (params.has('server')) u.searchParams.set('server', server);
  if (watch) u.searchParams.set('seat', 'watch');
  return u.href;
}

board.addEventListener('oware-online-state', (e) => {
  const { state, room, seat } = e.detail;
  say(`${state}${seat ? ` (${seat})` : ''}`);
  if (room) {
    // the page's address names the room: a reload comes back to the same seat (its token is in sessionStorage)
    if (new URLSearchParams(location.search).get('room') !== room)
      history.replaceState(null, '', pageFor(room, seat === 'watch'));
    share.hidden = false;
    const link = document.querySelector<HTMLAnchorElement>('#share-link')!;
    link.href = link.textContent = pageFor(room);
    document.querySelector<HTMLAnchorElement>('#watch-link')!.href = pageFor(room, true);
    document.querySelector('#snippet')!.textContent =
      `<oware-board online="${server}" room="${room}"${seat === 'watch' ? ' seat="watch"' : ''} stores></oware-board>`;
  }
});
board.addEventListener('oware-online-opponent', (e) => say(`opponent ${e.detail.event}`));
board.addEventListener('oware-illegal-move', (e) => say(`refused: ${e.detail.message}`));
board.addEventListener('oware-error', (e) => say(`error: ${e.detail.message}`));

// A room with clocks, made by code: the board's createGame() (its Create game button makes one without).
document.querySelector('#clocked')!.addEventListener('click', () => {
  board.createGame({ clock: { minutes: 5, increment: 3 } }).catch((e) => say(`error: ${(e as Error).message}`));
});

const room = params.get('room');
const seat = params.get('seat');
if (seat) board.seat = seat as OwareBoard['seat'];
if (room) board.room = room;
board.online = server;
