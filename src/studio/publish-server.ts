// Short ids for the studio's publish buttons: a diagram whose link would be too long (a long record
// with comments) is sent to the diagram server (`POST …/d`, docs/images-and-embeds.md), which keeps
// it under a short id; the buttons then copy the `…/d/<id>.svg` and `…/embed/<id>` URLs. The text
// goes as `text/plain` (a simple request: no preflight from another origin). When the server cannot
// be reached or refuses the diagram, the buttons copy nothing and say why; the studio's state is
// not touched.

/** What the server answers to a stored diagram: its id and URLs. */
export interface StoredDiagram {
  id: string;
  svg: string;
  png: string;
  gif: string;
  embed: string;
}

/** The server could not be reached (`unreachable`) or refused the diagram (`refused`, its reason). */
export class PublishError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    readonly reason: string,
  ) {
    super(`${kind}: ${reason}`);
  }
}

/** How long the studio waits for the server's answer. */
const TIMEOUT_MS = 15_000;
/** Answers already given, by server and diagram (the same diagram is not sent twice). */
const known = new Map<string, Promise<StoredDiagram>>();

/**
 * Keep a diagram (its Markdown block's body, `keys`) on the diagram server at `base`; resolves with
 * its id and URLs. Rejects with a {@link PublishError}.
 */
export function publishToServer(base: string, keys: string): Promise<StoredDiagram> {
  const root = base.replace(/\/+$/, '');
  const key = `${root}\n${keys}`;
  let answer = known.get(key);
  if (!answer) {
    answer = send(root, keys);
    known.set(key, answer);
    // a failure is not remembered: the next click asks again
    answer.catch(() => known.delete(key));
  }
  return answer;
}

async function send(root: string, keys: string): Promise<StoredDiagram> {
  let res: Response;
  try {
    res = await fetch(`${root}/d`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=utf-8' },
      body: keys,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw new PublishError('unreachable', (e as Error).name === 'TimeoutError' ? 'no answer' : 'no connection');
  }
  let body: Partial<StoredDiagram> & { error?: string } = {};
  try {
    body = await res.json();
  } catch {}
  if (res.ok && typeof body.id === 'string' && typeof body.svg === 'string' && typeof body.embed === 'string')
    return body as StoredDiagram;
  if (res.status === 404 || res.status === 405)
    throw new PublishError('refused', 'this server keeps no diagrams (is it oware-board serve?)');
  throw new PublishError('refused', (body.error ?? `HTTP ${res.status}`).slice(0, 200));
}

/** The words of the long-diagram path in the studio's languages. */
export const SERVER_WORDS = {
  en: {
    viaServer: 'This diagram is {n} characters long as a link: the links use the short id {id} kept on the server.',
    unreachable:
      'The diagram server {server} cannot be reached ({reason}), and this diagram is too long for a link ({n} characters). Nothing was copied; your work is kept. Check the server’s address or try again.',
    refused: 'The diagram server {server} did not keep this diagram: {reason}. Nothing was copied; your work is kept.',
  },
  de: {
    viaServer: 'Als Link hätte dieses Diagramm {n} Zeichen: Die Links nutzen die kurze ID {id} auf dem Server.',
    unreachable:
      'Der Diagramm-Server {server} ist nicht erreichbar ({reason}), und das Diagramm ist als Link zu lang ({n} Zeichen). Nichts wurde kopiert; deine Arbeit bleibt erhalten. Prüfe die Adresse oder versuche es noch einmal.',
    refused:
      'Der Diagramm-Server {server} hat das Diagramm nicht gespeichert: {reason}. Nichts wurde kopiert; deine Arbeit bleibt erhalten.',
  },
  fr: {
    viaServer:
      'En lien, ce diagramme ferait {n} caractères : les liens utilisent l’identifiant court {id} gardé sur le serveur.',
    unreachable:
      'Le serveur de diagrammes {server} est injoignable ({reason}) et ce diagramme est trop long pour un lien ({n} caractères). Rien n’a été copié ; votre travail est conservé. Vérifiez l’adresse ou réessayez.',
    refused:
      'Le serveur de diagrammes {server} n’a pas gardé ce diagramme : {reason}. Rien n’a été copié ; votre travail est conservé.',
  },
  af: {
    viaServer: 'As skakel is hierdie diagram {n} karakters lank: die skakels gebruik die kort id {id} op die bediener.',
    unreachable:
      'Die diagrambediener {server} is onbereikbaar ({reason}), en hierdie diagram is te lank vir ’n skakel ({n} karakters). Niks is gekopieer nie; jou werk bly behoue. Kontroleer die adres of probeer weer.',
    refused:
      'Die diagrambediener {server} het hierdie diagram nie gehou nie: {reason}. Niks is gekopieer nie; jou werk bly behoue.',
  },
  ja: {
    viaServer: 'この図はリンクにすると {n} 文字になるため、サーバーに保存した短い ID {id} のリンクを使います。',
    unreachable:
      '図のサーバー {server} に接続できません（{reason}）。この図はリンクには長すぎます（{n} 文字）。何もコピーしていません。作業内容はそのままです。サーバーのアドレスを確認するか、もう一度お試しください。',
    refused:
      '図のサーバー {server} はこの図を保存しませんでした: {reason}。何もコピーしていません。作業内容はそのままです。',
  },
} as const;
