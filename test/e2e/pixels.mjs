// Comparing two screenshots pixel by pixel, in a page (no image library needed): the share of
// pixels that differ, in all and in the worst of 24 tiles (8 across, 3 down: about a pit each).
// A pixel differs when no pixel at or next to its place in the other picture is within 48 of 255
// in every channel: the same shapes a fraction of a pixel apart, or anti-aliased differently, are
// the same.

/** The share of pixels that differ between two PNG screenshots `a` and `b` (Buffers), decoded in `page`. */
export async function difference(page, a, b) {
  return page.evaluate(
    async ([a, b]) => {
      const load = (data) =>
        new Promise((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.src = `data:image/png;base64,${data}`;
        });
      const [x, y] = await Promise.all([load(a), load(b)]);
      const w = Math.min(x.width, y.width);
      const h = Math.min(x.height, y.height);
      const pixels = (img) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        const g = c.getContext('2d');
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, w, h).data;
      };
      const [p, q] = [pixels(x), pixels(y)];
      // a pixel differs when no pixel at or next to its place in the other picture is within 48 of it
      // in every channel (a shape that lands a fraction of a pixel apart is the same shape)
      const near = (a, b, i, x, y) => {
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const u = x + dx;
            const v = y + dy;
            if (u < 0 || v < 0 || u >= w || v >= h) continue;
            const j = (v * w + u) * 4;
            if (Math.max(Math.abs(a[i] - b[j]), Math.abs(a[i + 1] - b[j + 1]), Math.abs(a[i + 2] - b[j + 2])) <= 48)
              return true;
          }
        return false;
      };
      // and by tiles (8 across, 3 down: about a pit each), so that one wrong mark cannot hide in the whole
      let off = 0;
      const tiles = new Array(24).fill(0);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const i = (y * w + x) * 4;
          if (!near(p, q, i, x, y) || !near(q, p, i, x, y)) {
            off++;
            tiles[Math.floor((y * 3) / h) * 8 + Math.floor((x * 8) / w)]++;
          }
        }
      const tile = Math.max(...tiles) / ((w * h) / 24);
      return { share: off / (w * h), tile, sizes: [x.width, x.height, y.width, y.height] };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}
