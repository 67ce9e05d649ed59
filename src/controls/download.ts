/**
 * "Download image": the picture on show as a file — the board's own `toSVG()` document, or that
 * document drawn into a canvas at twice its width as a PNG (light colours: an image file has no
 * colour scheme). Used by the game controls and the record viewer.
 */

/** Save `blob` as a file named `name` (the browser's download). */
export function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Download `board`'s picture as `oware-board.svg` or `oware-board.png`. */
export async function downloadPicture(
  board: { toSVG(options?: { size?: number; theme?: 'light' | 'dark' | 'auto' }): Promise<string> },
  kind: 'svg' | 'png',
): Promise<void> {
  if (kind === 'svg') {
    save(new Blob([await board.toSVG({ theme: 'auto', size: 600 })], { type: 'image/svg+xml' }), 'oware-board.svg');
    return;
  }
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await board.toSVG({ size: 1200 }))}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d')?.drawImage(img, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) save(blob, 'oware-board.png');
}
