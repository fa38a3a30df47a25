/**
 * The app's toasts (spec section 2: "Toasts carry a title, text and type error, success or
 * info"). Every machine's notify action ends here, through the app's root (systemId `toasts`),
 * and the app displays them (src/wiring/page.ts). One rule of its own: a toast identical to
 * the one just shown is not shown again for a second — a screen whose parts fail together, or a
 * retry that fails as before, says it once.
 */
import { assign, setup } from 'xstate';

export interface Toast {
  title: string;
  text?: string;
  type: 'error' | 'success' | 'info';
  /** How long it stays; the display's default (5 s) when omitted. */
  durationMs?: number;
}

export interface ToastsContext {
  /** The toast shown last, while it counts as just shown. */
  last: Toast | null;
}

export type ToastsEvent = { type: 'toast.show'; toast: Toast };

/** How long an identical toast is not repeated. */
export const REPEAT_WINDOW_MS = 1000;

const sameToast = (a: Toast | null, b: Toast) => a !== null && a.title === b.title && a.text === b.text && a.type === b.type;

export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  actions: {
    /** Puts the toast on screen. */
    display: (_, _toast: Toast) => {
      throw new Error('display not provided');
    },
    remember: assign((_, toast: Toast) => ({ last: toast })),
    forget: assign({ last: null }),
  },
  guards: {
    isRepeat: ({ context }, toast: Toast) => sameToast(context.last, toast),
  },
  delays: { repeatWindow: REPEAT_WINDOW_MS },
}).createMachine({
  id: 'toasts',
  context: { last: null },
  initial: 'quiet',
  states: {
    quiet: {
      on: {
        'toast.show': {
          target: 'justShown',
          actions: [
            { type: 'display', params: ({ event }) => event.toast },
            { type: 'remember', params: ({ event }) => event.toast },
          ],
        },
      },
    },
    justShown: {
      after: { repeatWindow: { target: 'quiet', actions: 'forget' } },
      on: {
        'toast.show': [
          { guard: { type: 'isRepeat', params: ({ event }) => event.toast } },
          // Another toast restarts the window, for itself.
          {
            target: 'justShown',
            reenter: true,
            actions: [
              { type: 'display', params: ({ event }) => event.toast },
              { type: 'remember', params: ({ event }) => event.toast },
            ],
          },
        ],
      },
    },
  },
});
