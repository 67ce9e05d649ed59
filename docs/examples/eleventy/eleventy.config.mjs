// An Eleventy site whose pages put <oware-board> in their Markdown or HTML: @lit-labs/eleventy-plugin-lit
// renders each board at build time to declarative shadow DOM, so the pages show the boards with no
// JavaScript; the page's script (page.js) hydrates them. Build: `npx @11ty/eleventy` in this folder
// (here `oware-board/all` is this repository's dist/all.js: run `npm run build` first).
import litPlugin from '@lit-labs/eleventy-plugin-lit';

export default function (eleventyConfig) {
  eleventyConfig.addPlugin(litPlugin, {
    mode: 'worker',
    componentModules: [new URL('../../../dist/all.js', import.meta.url).pathname],
  });
  eleventyConfig.addPassthroughCopy('page.js');
}
