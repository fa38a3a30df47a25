/**
 * Applies the theme machine's resolved colour mode to the document: Chakra's dark styles key
 * off the `dark` class on <html>, and `color-scheme` themes native controls and scrollbars.
 */
import { selectColorMode } from '../../machines/theme/theme.selectors';
import type { AppActors } from '../wiring/page';

export function applyColorMode(mode: 'light' | 'dark', root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

export function applyColorModeFrom(theme: AppActors['theme']) {
  applyColorMode(selectColorMode(theme.getSnapshot()));
  theme.subscribe((snapshot) => applyColorMode(selectColorMode(snapshot)));
}
