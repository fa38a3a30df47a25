/** Sample modules shared by the path model, the tests and the stories (which cannot import the test helpers). */
import type { TestModule } from './modules.machine';

export const SHOP_SUITE_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e51';
export const OTHER_SUITE_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e52';

export const LOGIN_SCRIPT = [
  'page.goto(f"{BASE_URL}/login")',
  'page.get_by_label("Email").fill(TEST_PARAM_EMAIL)',
  'page.get_by_label("Password").fill(TEST_PARAM_PASSWORD)',
  'page.get_by_role("button", name="Sign in").click()',
].join('\n');

export const SIGN_UP_SCRIPT = ['page.goto(f"{BASE_URL}/signup")', 'page.get_by_role("button", name="Create account").click()'].join('\n');

/** A setup module made from a test, with its script. */
export const loginModule: TestModule = {
  module_id: '3a7f0c2e-9b1d-4e8a-a6c5-1f2e3d4c5b01',
  name: 'Log in',
  module_type: 'setup',
  test_case_id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c01',
  defining_py_script: LOGIN_SCRIPT,
};

/** A steps module with no test behind it and no script yet. */
export const checkoutModule: TestModule = {
  module_id: '3a7f0c2e-9b1d-4e8a-a6c5-1f2e3d4c5b02',
  name: 'Open checkout',
  module_type: 'steps',
  test_case_id: null,
  defining_py_script: null,
};

/** What the server answers when the create form sends 'Sign up' (steps, with a script). */
export const signUpModule: TestModule = {
  module_id: '3a7f0c2e-9b1d-4e8a-a6c5-1f2e3d4c5b03',
  name: 'Sign up',
  module_type: 'steps',
  test_case_id: null,
  defining_py_script: SIGN_UP_SCRIPT,
};

export const RENAMED_LOGIN = 'Log in with SSO';
export const EDITED_LOGIN_SCRIPT = `${LOGIN_SCRIPT}\npage.wait_for_url("**/dashboard")`;
