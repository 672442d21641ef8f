import type { Engine } from '../engine.js';
import { bingoEngine } from './bingo.js';
import { cockfightEngine } from './cockfight.js';
import { fishingEngine } from './fishing.js';
import { liveEngine } from './live.js';
import { slotsEngine } from './slots.js';
import { sportsEngine } from './sports.js';
import { tableEngine } from './table.js';

/**
 * Every studio engine of the simulator. The core picks the first engine whose categories (and classify, for RNG
 * games) match a game. Engines are added here, one import and one entry each (simgames adds live, sports, cockfight).
 */
export const ENGINES: Engine[] = [slotsEngine, tableEngine, fishingEngine, bingoEngine, liveEngine, sportsEngine, cockfightEngine];
