/**
 * Key names for `keyboard.press`. The parser already writes Playwright's names (`Enter`,
 * `Control+a`, `ArrowDown`); this also accepts a step built elsewhere with looser spellings,
 * because a wrong key name only fails when the script runs.
 */
const NAMES: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  esc: 'Escape',
  escape: 'Escape',
  space: 'Space',
  spacebar: 'Space',
  backspace: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  ctrl: 'Control',
  control: 'Control',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  win: 'Meta',
  alt: 'Alt',
  option: 'Alt',
  shift: 'Shift',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  insert: 'Insert',
  controlormeta: 'ControlOrMeta',
};

/** `ctrl + A` → `Control+A`; `esc` → `Escape`; single characters and unknown names kept. */
export function playwrightKeys(keys: string): string {
  return (
    keys
      .trim()
      // Split on a "+" that joins two keys; a final "+" (as in `Control++`) is the plus key itself.
      .split(/\s*\+\s*(?=.)/)
      .map((key) => {
        const low = key.toLowerCase().replace(/[\s_-]/g, '');
        if (NAMES[low]) return NAMES[low];
        if (/^f\d{1,2}$/.test(low)) return low.toUpperCase();
        return key;
      })
      .join('+')
  );
}
