/** The strings moved to `src/i18n/`; this re-export stays until the element imports from there. */
export * from '../i18n/index.js';
