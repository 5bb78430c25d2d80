// The layout breakpoints (desktop 1050 px, big screen 1824 px): the one definition. CSS media queries use the same numbers, checked by tests/unit/ui/breakpoints.test.ts.

/** Desktop layout from this width (px): full header navigation, avatar and username. */
export const DESKTOP = 1050;

/** Big-screen layout from this width (px): wider content column. */
export const BIG_SCREEN = 1824;

/** Two-column grids start here (px); below it everything stacks for phones. */
export const TABLET = 640;

export const BREAKPOINTS = { TABLET, DESKTOP, BIG_SCREEN } as const;
