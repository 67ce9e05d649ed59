// gifenc ships no types; src/cli/gif.ts describes the functions it uses.
declare module 'gifenc' {
  const gifenc: unknown;
  export default gifenc;
}
