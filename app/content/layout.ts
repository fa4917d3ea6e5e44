// Scroll thresholds and navigation-menu delays of SPEC sections 4 and 9.
export const HEADER_SOLID_AFTER_PX = 50;
export const BACK_TO_TOP_AFTER_PX = 300;
export const NAV_MENU_DELAYS = { openMs: 200, skipMs: 300, closeMs: 150 } as const;
