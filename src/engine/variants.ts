/** The rule variants as data: one policy number per name (see docs/rules.md, "Grand slam"). */
import { VARIANTS } from './board.js';
import { OwareError, type VariantName } from './types.js';

export { VARIANTS };

/** Short English descriptions of how each variant settles a grand slam. */
export const VARIANT_DESCRIPTIONS: Readonly<Record<VariantName, string>> = {
  abapa: 'a grand slam is legal and captures nothing',
  'grand-slam-illegal': 'a grand slam may not be played unless every legal move is one; then it captures nothing',
  'grand-slam-to-opponent':
    'a grand slam captures everything, the mover\u2019s remaining seeds go to the opponent, and the game ends',
  'grand-slam-spare-last': 'a grand slam captures all but the pit where the last seed fell',
  'grand-slam-spare-first': 'a grand slam captures all but the opponent\u2019s first pit',
  'grand-slam-wins': 'a grand slam captures everything if that wins the game, otherwise nothing',
};

export function isVariantName(name: unknown): name is VariantName {
  return typeof name === 'string' && (VARIANTS as readonly string[]).includes(name);
}

/** The policy number of a variant name; throws `invalid-variant` for anything else. */
export function variantIndex(name: string | undefined | null): number {
  if (name === undefined || name === null || name === '') return 0;
  const i = (VARIANTS as readonly string[]).indexOf(String(name).trim().toLowerCase());
  if (i < 0) {
    throw new OwareError('invalid-variant', `unknown variant '${name}': expected one of ${VARIANTS.join(', ')}`);
  }
  return i;
}
