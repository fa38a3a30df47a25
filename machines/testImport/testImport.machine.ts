/**
 * Import and export of a project's tests on the Tests page (spec section 8: 'Unable to import
 * tests'). Import opens a dialog: the user chooses files, the machine classifies them — one
 * Critical Journey export (.json with a `test_cases` array) or Playwright spec files (.ts, .js,
 * .mjs, .cjs) — and `import.start` posts them (POST /test-suites/{id}/import, operation
 * importTestCases). The dialog then shows how many tests were imported and which were skipped,
 * and the project's tree is fetched again (`refreshTree`). Export (GET /test-suites/{id}/export,
 * operation exportTestCases) needs no dialog: the JSON is saved as a download (`download`).
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { providedActor, providedAction } from '../_shared/provided';

export type ImportBody = components['schemas']['TestCasesImport'];
export type ImportResult = components['schemas']['TestCasesImported'];
export type ExportResult = components['schemas']['TestCasesExport'];
export type SkippedTest = ImportResult['skipped'][number];

/** A chosen file with its text, as the view read it. */
export interface ChosenFile {
  name: string;
  text: string;
}

export interface TestImportInput {
  suiteId: string;
  /** The project's name, for the export's file name; 'tests' without one. */
  projectName?: string | null;
}

export interface ImportSummary {
  imported: number;
  skipped: SkippedTest[];
}

export interface TestImportContext {
  suiteId: string;
  projectName: string | null;
  /** The chosen files' names, in the order chosen. */
  files: string[];
  /** What `import.start` posts; null while nothing importable is chosen. */
  body: ImportBody | null;
  /** Why the chosen files cannot be imported. */
  error: string | null;
  /** The outcome of the import (state `done`). */
  result: ImportSummary | null;
}

export type TestImportEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'files.chosen'; files: ChosenFile[] }
  | { type: 'import.start' }
  | { type: 'export.start' };

export interface ImportTestCasesInput {
  suiteId: string;
  body: ImportBody;
}

export const NOT_AN_EXPORT_MESSAGE = 'The file is not a Critical Journey export.';
export const EMPTY_EXPORT_MESSAGE = 'The export holds no tests.';
export const PLAYWRIGHT_EXTENSIONS = ['.ts', '.js', '.mjs', '.cjs'] as const;
/** The file input's `accept`. */
export const ACCEPTED_FILES = ['.json', ...PLAYWRIGHT_EXTENSIONS].join(',');
/** The server's limits (openapi TestCasesImport, PlaywrightFile). */
export const MAX_IMPORTED_TESTS = 500;
export const MAX_PLAYWRIGHT_FILES = 100;
export const MAX_FILE_CHARACTERS = 1_000_000;

/**
 * How the export's failure toast reads (the catalogue names no export text): a text, then the
 * server's message when there is one. The import's toast is the catalogue's text as written.
 */
export function failureText(text: string, message: string): string {
  return message.trim() === '' ? text : `${text}: ${message}`;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
};

export type FileChoice = { body: ImportBody; error: null } | { body: null; error: string | null };

/**
 * What the chosen files can be imported as: one export (its `test_cases`), or Playwright spec
 * files; else the message that says why not, naming the file at fault.
 */
export function classifyFiles(files: ChosenFile[]): FileChoice {
  if (files.length === 0) return { body: null, error: null };
  const other = files.find((file) => {
    const extension = extensionOf(file.name);
    return extension !== '.json' && !(PLAYWRIGHT_EXTENSIONS as readonly string[]).includes(extension);
  });
  if (other) {
    return {
      body: null,
      error: `${other.name} is neither a Critical Journey export (.json) nor a Playwright spec file (${PLAYWRIGHT_EXTENSIONS.join(', ')}).`,
    };
  }
  const exportFile = files.find((file) => extensionOf(file.name) === '.json');
  if (exportFile) {
    if (files.length > 1) return { body: null, error: `${exportFile.name} is a Critical Journey export: import it on its own, without other files.` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(exportFile.text);
    } catch {
      return { body: null, error: NOT_AN_EXPORT_MESSAGE };
    }
    const testCases = parsed && typeof parsed === 'object' ? (parsed as { test_cases?: unknown }).test_cases : undefined;
    if (!Array.isArray(testCases)) return { body: null, error: NOT_AN_EXPORT_MESSAGE };
    if (testCases.length === 0) return { body: null, error: EMPTY_EXPORT_MESSAGE };
    if (testCases.length > MAX_IMPORTED_TESTS) {
      return { body: null, error: `An import holds at most ${MAX_IMPORTED_TESTS} tests; this export has ${testCases.length}.` };
    }
    return { body: { test_cases: testCases }, error: null };
  }
  if (files.length > MAX_PLAYWRIGHT_FILES) return { body: null, error: `Choose at most ${MAX_PLAYWRIGHT_FILES} Playwright files at a time.` };
  const large = files.find((file) => file.text.length > MAX_FILE_CHARACTERS);
  if (large) return { body: null, error: `${large.name} is too large to import (at most ${MAX_FILE_CHARACTERS.toLocaleString('en')} characters).` };
  return { body: { playwright_files: files.map((file) => ({ name: file.name, content: file.text })) }, error: null };
}

/** The export's file name: the project's name without characters file systems refuse, else 'tests'. */
export function exportFileName(projectName: string | null): string {
  const safe = (projectName ?? '')
    .replace(/[<>:"/\\|?*\u0000-\u001F\u007F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'tests'}.critical-journey.json`;
}

const nothingChosen = { files: [], body: null, error: null, result: null };

export const testImportMachine = setup({
  types: {
    input: {} as TestImportInput,
    context: {} as TestImportContext,
    events: {} as TestImportEvent,
    tags: {} as 'busy',
    children: {} as { importTestCases: 'importTestCases'; exportTestCases: 'exportTestCases' },
  },
  actors: {
    /** POST /test-suites/{id}/import (operation importTestCases). */
    importTestCases: providedActor<ImportResult, ImportTestCasesInput>('importTestCases'),
    /** GET /test-suites/{id}/export (operation exportTestCases). */
    exportTestCases: providedActor<ExportResult, { suiteId: string }>('exportTestCases'),
  },
  actions: {
    chooseFiles: assign((_, params: { files: ChosenFile[] }) => ({ files: params.files.map((file) => file.name), ...classifyFiles(params.files) })),
    setResult: assign((_, params: { result: ImportResult }) => ({
      result: { imported: params.result.test_cases.length, skipped: params.result.skipped },
    })),
    reset: assign(nothingChosen),
    /** Tests were created: the project's tree is fetched again, so they show. */
    refreshTree: providedAction('refreshTree'),
    /** The export is saved as a file the browser downloads. */
    download: providedAction<{ fileName: string; json: string }>('download'),
    notifyImportFailed: providedAction<ToastParams>('notifyImportFailed'),
    notifyExportFailed: providedAction<ToastParams>('notifyExportFailed'),
  },
  guards: {
    hasImportableFiles: ({ context }) => context.body !== null,
  },
}).createMachine({
  id: 'testImport',
  context: ({ input }) => ({ suiteId: input.suiteId, projectName: input.projectName ?? null, ...nothingChosen }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': 'open',
        'export.start': 'exporting',
      },
    },
    // Choosing files; after a failed import the files stay chosen for another try.
    open: {
      on: {
        'files.chosen': { actions: { type: 'chooseFiles', params: ({ event }) => ({ files: event.files }) } },
        'import.start': { guard: 'hasImportableFiles', target: 'importing' },
        'dialog.close': { target: 'closed', actions: 'reset' },
      },
    },
    // The dialog stays open and read-only; a second Import is ignored until this one settles.
    importing: {
      tags: 'busy',
      invoke: {
        id: 'importTestCases',
        src: 'importTestCases',
        input: ({ context }) => ({ suiteId: context.suiteId, body: context.body! }),
        onDone: {
          target: 'done',
          actions: [{ type: 'setResult', params: ({ event }) => ({ result: event.output }) }, 'refreshTree'],
        },
        onError: {
          target: 'open',
          actions: {
            type: 'notifyImportFailed',
            // The catalogue's text as written (E-44): the server's reason is not appended.
            params: { title: 'Some error occurred', text: 'Unable to import tests', type: 'error' as const },
          },
        },
      },
    },
    // The summary: how many tests were imported, and the skipped ones with the reasons.
    done: {
      on: { 'dialog.close': { target: 'closed', actions: 'reset' } },
    },
    exporting: {
      tags: 'busy',
      invoke: {
        id: 'exportTestCases',
        src: 'exportTestCases',
        input: ({ context }) => ({ suiteId: context.suiteId }),
        onDone: {
          target: 'closed',
          actions: {
            type: 'download',
            params: ({ context, event }) => ({ fileName: exportFileName(context.projectName), json: `${JSON.stringify(event.output, null, 2)}\n` }),
          },
        },
        onError: {
          target: 'closed',
          actions: {
            type: 'notifyExportFailed',
            params: ({ event }) => ({
              title: 'Some error occurred',
              text: failureText('Unable to export tests', errorMessage(event.error)),
              type: 'error' as const,
            }),
          },
        },
      },
    },
  },
});
