/**
 * The registry: every feature of `<oware-board>`, one line each, in the order their hooks run
 * (the core builds its tables from these descriptors and never names a feature).
 */
import { analysis } from './analysis/descriptor.js';
import { drawing } from './drawing/descriptor.js';
import type { FeatureDescriptor } from './element/feature-api.js';
import { game } from './game/descriptor.js';
import { lessons } from './lessons/board/descriptor.js';
import { match } from './match/descriptor.js';
import { online } from './online/descriptor.js';
import { record } from './record/board/descriptor.js';
import { sound } from './sound/descriptor.js';

export const FEATURES: readonly FeatureDescriptor[] = [game, lessons, record, analysis, match, sound, drawing, online];
