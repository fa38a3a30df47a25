/** Sample browser states and files shared by the path model, the tests and the stories (which cannot import the test helpers). */
import type { BrowserState } from './browserStates.machine';
import type { StorageState } from './storageStateFile';

export const SHOP_SUITE_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a51';

export const editorState: BrowserState = {
  _id: '3e9b7c1a-2d4f-4a6b-8c0d-1e2f3a4b5c01',
  test_suite_id: SHOP_SUITE_ID,
  name: 'editor',
  created_at: '2025-03-02T09:30:00.000Z',
};

export const adminState: BrowserState = {
  _id: '3e9b7c1a-2d4f-4a6b-8c0d-1e2f3a4b5c02',
  test_suite_id: SHOP_SUITE_ID,
  name: 'admin',
  created_at: '2025-03-04T16:05:00.000Z',
};

/** What `browserContext.storageState()` writes for a shop's signed-in admin. */
export const adminStorageState: StorageState = {
  cookies: [
    {
      name: 'session',
      value: 'c2Vzc2lvbi1hZG1pbg',
      domain: 'shop.example',
      path: '/',
      expires: 1767225600,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ],
  origins: [{ origin: 'https://shop.example', localStorage: [{ name: 'cart', value: '[]' }] }],
};

export const adminFile = { fileName: 'admin.json', text: JSON.stringify(adminStorageState) };

/** A file that is not a storage state at all. */
export const notesFile = { fileName: 'notes.txt', text: 'Sign in as admin, then save the state.' };
