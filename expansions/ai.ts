// The computer players' companions of the built-in expansions: each decides the actions of its
// module that choices() can only represent (a flick of the catapult). Like expansions/index.ts,
// adding one is one import and one line; the generic search in ai/ never names them.
import type { Specialist } from '../ai/types.js';
import { catapultSpecialist } from './catapult/ai/index.js';

export const AI_SPECIALISTS: readonly Specialist[] = [
  catapultSpecialist,
];
