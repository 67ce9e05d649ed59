/**
 * What a board loads on its first hint (the `hint` chunk of the CDN build): the facts a hint
 * teaches (src/ai/teach.ts) and their sentences in five languages (hint-text.ts, src/element/hint-strings.ts).
 */
export { hintFacts } from '../ai/teach.js';
export { hintSentence } from './hint-text.js';
