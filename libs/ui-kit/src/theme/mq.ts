import { BREAKPOINTS, type Breakpoint } from '../defaults';

type MediaQueries = Record<Breakpoint, string>;

/** `mq.md` = `@media (min-width: 768px)`; build for other breakpoints with `createMq`. */
export function createMq(breakpoints: Record<Breakpoint, number> = BREAKPOINTS): MediaQueries & {
  /** Below a breakpoint: `mq.down.md` = `@media (max-width: 767.98px)`. */
  down: MediaQueries;
} {
  const keys = Object.keys(breakpoints) as Breakpoint[];
  const up = {} as MediaQueries;
  const down = {} as MediaQueries;
  for (const key of keys) {
    up[key] = `@media (min-width: ${breakpoints[key]}px)`;
    down[key] = `@media (max-width: ${breakpoints[key] - 0.02}px)`;
  }
  return { ...up, down };
}

export const mq = createMq();

/** For style blocks that animate: `[reducedMotion]: { animation: 'none' }`. */
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
