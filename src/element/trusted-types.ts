/**
 * Under Trusted Types (`require-trusted-types-for 'script'`), a page whose `trusted-types` list
 * leaves out `lit-html` stops Lit, and so the element, from loading. This module is evaluated
 * before Lit (each entry imports it first) and says in one console error which policies to add:
 * `lit-html` (Lit's templates: needed) and `oware-board` (the AI's worker: else the AI runs on the
 * main thread). See docs/element.md#content-security-policy.
 */
// (a violation's sample is the refused policy's name; no document under server-side rendering)
globalThis.document?.addEventListener(
  'securitypolicyviolation',
  (e) =>
    e.sample === 'lit-html' &&
    console.error("<oware-board> needs the Trusted Types policies 'lit-html' and 'oware-board' (refused: 'lit-html')"),
);
