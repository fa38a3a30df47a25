/**
 * Props for a box that scrolls (code, logs): keyboard users reach it with Tab and scroll it
 * with the arrow keys, and see where they are by the focus ring. Without them the part of a
 * long line past the edge is out of reach without a mouse (WCAG 2.1.1, axe's
 * scrollable-region-focusable).
 */
export const keyboardScrollable = { tabIndex: 0, focusVisibleRing: 'outside' } as const;
