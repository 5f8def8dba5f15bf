import { describe, expect, it } from 'vitest';
import { NAV_STYLES, NAV_VARIANTS } from './nav-styles.ts';

describe('navigation styles (screens Shell behaviour)', () => {
  it('screens: the eleven navigation styles of the spec each have a layout variant', () => {
    expect(NAV_STYLES).toHaveLength(11);
    expect(Object.keys(NAV_VARIANTS).sort()).toEqual([...NAV_STYLES].sort());
  });

  it('screens: no two navigation styles render the same arrangement', () => {
    const arrangements = new Set(NAV_STYLES.map((style) => JSON.stringify(NAV_VARIANTS[style])));
    expect(arrangements.size).toBe(NAV_STYLES.length);
  });
});
