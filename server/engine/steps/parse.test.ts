import { describe, expect, it } from 'vitest';
import { parseSteps } from './parse.ts';
import type { StepBody, Target } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;

/** Parses a single step and returns it without source/line. */
function one(text: string): StepBody {
  const r = parseSteps(text);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  expect(r.steps).toHaveLength(1);
  const { source: _s, line: _l, ...body } = r.steps[0];
  return body as StepBody;
}

const cases: [string, StepBody][] = [
  // go to
  ['go to https://shop.example/cart', { kind: 'goto', url: lit('https://shop.example/cart') }],
  ['open "https://example.com"', { kind: 'goto', url: lit('https://example.com') }],
  ['navigate to /login', { kind: 'goto', url: lit('/login') }],
  ['visit example.com', { kind: 'goto', url: lit('example.com') }],
  ['Go to the page @BASE_URL', { kind: 'goto', url: { type: 'parameter', key: 'BASE_URL' } }],
  // click
  ['click "Sign in"', { kind: 'click', clicks: 1, target: { text: 'Sign in' } }],
  ['Click on the "Buy" button', { kind: 'click', clicks: 1, target: { text: 'Buy', elementType: 'button' } }],
  ['tap the link "Help"', { kind: 'click', clicks: 1, target: { text: 'Help', elementType: 'link' } }],
  ['press on "Next"', { kind: 'click', clicks: 1, target: { text: 'Next' } }],
  ['press the "Buy" button', { kind: 'click', clicks: 1, target: { text: 'Buy', elementType: 'button' } }],
  ['double-click "Row 1"', { kind: 'click', clicks: 2, target: { text: 'Row 1' } }],
  ['double click on the "Name" cell', { kind: 'click', clicks: 2, target: { text: 'Name', elementType: 'cell' } }],
  ['click the "Remember me" checkbox', { kind: 'click', clicks: 1, target: { text: 'Remember me', elementType: 'checkbox' } }],
  ['click the "Express" radio button', { kind: 'click', clicks: 1, target: { text: 'Express', elementType: 'radio' } }],
  ['click the "Settings" tab', { kind: 'click', clicks: 1, target: { text: 'Settings', elementType: 'tab' } }],
  ['click the "Logo" image', { kind: 'click', clicks: 1, target: { text: 'Logo', elementType: 'image' } }],
  ['click the "Country" dropdown', { kind: 'click', clicks: 1, target: { text: 'Country', elementType: 'dropdown' } }],
  ['click the "Profile" menu item', { kind: 'click', clicks: 1, target: { text: 'Profile', elementType: 'menuitem' } }],
  // hover
  ['hover over "Account"', { kind: 'hover', target: { text: 'Account' } }],
  ['hover the "Menu" link', { kind: 'hover', target: { text: 'Menu', elementType: 'link' } }],
  ['move to "Help"', { kind: 'hover', target: { text: 'Help' } }],
  // fill
  ['type "ada@example.com" into "Email"', { kind: 'fill', value: lit('ada@example.com'), target: { text: 'Email' } }],
  ['enter "secret" in the "Password" field', { kind: 'fill', value: lit('secret'), target: { text: 'Password', elementType: 'field' } }],
  ['fill "Ada" into "Name"', { kind: 'fill', value: lit('Ada'), target: { text: 'Name' } }],
  ['input "42" into "Age"', { kind: 'fill', value: lit('42'), target: { text: 'Age' } }],
  ['fill in "Email" with "a@b.c"', { kind: 'fill', value: lit('a@b.c'), target: { text: 'Email' } }],
  ['fill "Email" with @EMAIL', { kind: 'fill', value: { type: 'parameter', key: 'EMAIL' }, target: { text: 'Email' } }],
  ['enter @EMAIL into "Email"', { kind: 'fill', value: { type: 'parameter', key: 'EMAIL' }, target: { text: 'Email' } }],
  ['enter {{total}} into "Amount"', { kind: 'fill', value: { type: 'variable', name: 'total' }, target: { text: 'Amount' } }],
  [
    'enter the password of "admin" into "Password"',
    { kind: 'fill', value: { type: 'credential', name: 'admin', field: 'password' }, target: { text: 'Password' } },
  ],
  [
    'enter the username of "admin" into "User"',
    { kind: 'fill', value: { type: 'credential', name: 'admin', field: 'username' }, target: { text: 'User' } },
  ],
  ['enter credential "api key" into "Token"', { kind: 'fill', value: { type: 'credential', name: 'api key' }, target: { text: 'Token' } }],
  ['type “Hello” into ‘Message’', { kind: 'fill', value: lit('Hello'), target: { text: 'Message' } }],
  ["type 'it's fine' into 'Note'", { kind: 'fill', value: lit("it's fine"), target: { text: 'Note' } }],
  // clear
  ['clear "Search"', { kind: 'clear', target: { text: 'Search' } }],
  ['clear the "Search" field', { kind: 'clear', target: { text: 'Search', elementType: 'field' } }],
  ['clear the text in "Search"', { kind: 'clear', target: { text: 'Search' } }],
  // select
  ['select "France" from "Country"', { kind: 'select', option: lit('France'), target: { text: 'Country' } }],
  ['choose "Large" in the "Size" dropdown', { kind: 'select', option: lit('Large'), target: { text: 'Size', elementType: 'dropdown' } }],
  ['pick @COUNTRY from "Country"', { kind: 'select', option: { type: 'parameter', key: 'COUNTRY' }, target: { text: 'Country' } }],
  ['select the "Express" radio button', { kind: 'check', target: { text: 'Express', elementType: 'radio' } }],
  // check / uncheck
  ['check "Remember me"', { kind: 'check', target: { text: 'Remember me' } }],
  ['tick the "Terms" checkbox', { kind: 'check', target: { text: 'Terms', elementType: 'checkbox' } }],
  ['uncheck "Newsletter"', { kind: 'uncheck', target: { text: 'Newsletter' } }],
  ['untick the "Newsletter" checkbox', { kind: 'uncheck', target: { text: 'Newsletter', elementType: 'checkbox' } }],
  // press
  ['press Enter', { kind: 'press', keys: 'Enter' }],
  ['press "Enter"', { kind: 'press', keys: 'Enter' }],
  ['press the Tab key', { kind: 'press', keys: 'Tab' }],
  ['press ctrl+a', { kind: 'press', keys: 'Control+a' }],
  ['press "Control+Shift+K"', { kind: 'press', keys: 'Control+Shift+K' }],
  ['press escape', { kind: 'press', keys: 'Escape' }],
  ['press arrow down', { kind: 'press', keys: 'ArrowDown' }],
  // waits
  ['wait for "Saved"', { kind: 'waitForText', text: lit('Saved') }],
  ['wait for "Saved" to appear', { kind: 'waitForText', text: lit('Saved') }],
  ['wait until "Done" is visible', { kind: 'waitForText', text: lit('Done') }],
  ['wait for the "Save" button', { kind: 'waitForElement', target: { text: 'Save', elementType: 'button' } }],
  ['wait for the "Confirm" dialog to appear', { kind: 'waitForElement', target: { text: 'Confirm', elementType: 'dialog' } }],
  ['wait until the URL contains "/dashboard"', { kind: 'waitForUrl', url: lit('/dashboard'), match: 'contains' }],
  ['wait for the url to be "https://a.example/"', { kind: 'waitForUrl', url: lit('https://a.example/'), match: 'is' }],
  // upload
  ['upload "cv.pdf" to "Resume"', { kind: 'upload', file: lit('cv.pdf'), target: { text: 'Resume' } }],
  [
    'upload the file @FILE into the "Avatar" field',
    { kind: 'upload', file: { type: 'parameter', key: 'FILE' }, target: { text: 'Avatar', elementType: 'field' } },
  ],
  ['attach "a.png" to "Attachment"', { kind: 'upload', file: lit('a.png'), target: { text: 'Attachment' } }],
  // store
  ['store the text of "Total" as total', { kind: 'store', target: { text: 'Total' }, variable: 'total' }],
  ['save the value of the "Order id" field as orderId', { kind: 'store', target: { text: 'Order id', elementType: 'field' }, variable: 'orderId' }],
  ['remember "Price" as {{price}}', { kind: 'store', target: { text: 'Price' }, variable: 'price' }],
  [
    'store the text of "Total" in the "Summary" section as total',
    { kind: 'store', target: { text: 'Total', within: { kind: 'section', name: 'Summary' } }, variable: 'total' },
  ],
  // expect text
  ['I should see "Welcome"', { kind: 'expectText', text: lit('Welcome'), visible: true }],
  ['should see "Welcome" on the page', { kind: 'expectText', text: lit('Welcome'), visible: true }],
  ['check that "Welcome" is visible', { kind: 'expectText', text: lit('Welcome'), visible: true }],
  ['verify "Welcome" is displayed', { kind: 'expectText', text: lit('Welcome'), visible: true }],
  ['verify that the page contains "Order placed"', { kind: 'expectText', text: lit('Order placed'), visible: true }],
  ['page contains "Order placed"', { kind: 'expectText', text: lit('Order placed'), visible: true }],
  ['expect "Welcome" to be visible', { kind: 'expectText', text: lit('Welcome'), visible: true }],
  ['assert that "Error" is not visible', { kind: 'expectText', text: lit('Error'), visible: false }],
  ['ensure "Error" is hidden', { kind: 'expectText', text: lit('Error'), visible: false }],
  ['I should not see "Error"', { kind: 'expectText', text: lit('Error'), visible: false }],
  ['I don\'t see "Error"', { kind: 'expectText', text: lit('Error'), visible: false }],
  ['the page does not contain "Error"', { kind: 'expectText', text: lit('Error'), visible: false }],
  ['I should see @NAME', { kind: 'expectText', text: { type: 'parameter', key: 'NAME' }, visible: true }],
  ['verify that {{total}} is visible', { kind: 'expectText', text: { type: 'variable', name: 'total' }, visible: true }],
  ['"Welcome" should be visible', { kind: 'expectText', text: lit('Welcome'), visible: true }],
  // expect element
  ['the "Save" button should be disabled', { kind: 'expectElement', target: { text: 'Save', elementType: 'button' }, state: 'disabled' }],
  ['verify that the "Save" button is enabled', { kind: 'expectElement', target: { text: 'Save', elementType: 'button' }, state: 'enabled' }],
  ['"Save" should be enabled', { kind: 'expectElement', target: { text: 'Save' }, state: 'enabled' }],
  ['check that "Remember me" is checked', { kind: 'expectElement', target: { text: 'Remember me' }, state: 'checked' }],
  ['check "Total" is visible', { kind: 'expectText', text: lit('Total'), visible: true }],
  ['set "Age" to "42"', { kind: 'fill', value: lit('42'), target: { text: 'Age' } }],
  ['expect the "Terms" checkbox to be unchecked', { kind: 'expectElement', target: { text: 'Terms', elementType: 'checkbox' }, state: 'unchecked' }],
  ['the "Terms" checkbox is not checked', { kind: 'expectElement', target: { text: 'Terms', elementType: 'checkbox' }, state: 'unchecked' }],
  ['I should see the "Cart" link', { kind: 'expectElement', target: { text: 'Cart', elementType: 'link' }, state: 'visible' }],
  ['I should not see the "Confirm" dialog', { kind: 'expectElement', target: { text: 'Confirm', elementType: 'dialog' }, state: 'hidden' }],
  ['the "Spinner" image is hidden', { kind: 'expectElement', target: { text: 'Spinner', elementType: 'image' }, state: 'hidden' }],
  ['the "Save" button is not enabled', { kind: 'expectElement', target: { text: 'Save', elementType: 'button' }, state: 'disabled' }],
  // count
  ['there are 3 "row"', { kind: 'expectCount', target: { text: 'row' }, count: 3 }],
  ['there are 3 rows', { kind: 'expectCount', target: { elementType: 'row' }, count: 3 }],
  ['verify there are two "Delete" buttons', { kind: 'expectCount', target: { text: 'Delete', elementType: 'button' }, count: 2 }],
  [
    'there is 1 row in the "Orders" section',
    { kind: 'expectCount', target: { elementType: 'row', within: { kind: 'section', name: 'Orders' } }, count: 1 },
  ],
  ['the number of "Item" rows is 5', { kind: 'expectCount', target: { text: 'Item', elementType: 'row' }, count: 5 }],
  ['I should see 4 "Product" links', { kind: 'expectCount', target: { text: 'Product', elementType: 'link' }, count: 4 }],
  // url / title
  ['the URL is "https://a.example/done"', { kind: 'expectUrl', url: lit('https://a.example/done'), match: 'is' }],
  ['verify the url contains "/orders"', { kind: 'expectUrl', url: lit('/orders'), match: 'contains' }],
  ['expect the current url to contain "/orders"', { kind: 'expectUrl', url: lit('/orders'), match: 'contains' }],
  ['the title is "Checkout"', { kind: 'expectTitle', title: lit('Checkout'), match: 'is' }],
  ['check that the page title contains "Shop"', { kind: 'expectTitle', title: lit('Shop'), match: 'contains' }],
  ['the title should be @TITLE', { kind: 'expectTitle', title: { type: 'parameter', key: 'TITLE' }, match: 'is' }],
  // modules
  ['use module "Login"', { kind: 'useModule', name: 'Login' }],
  ['run module "Add to cart"', { kind: 'useModule', name: 'Add to cart' }],
  ['use the "Login" module', { kind: 'useModule', name: 'Login' }],
  ['use module Login', { kind: 'useModule', name: 'Login' }],
];

describe('parseSteps: every step kind and synonym', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });
});

const click = (target: Target): StepBody => ({ kind: 'click', clicks: 1, target });

const locations: [string, StepBody][] = [
  ['click "Save" in the "Shipping" section', click({ text: 'Save', within: { kind: 'section', name: 'Shipping' } })],
  ['click "Save" in the section "Shipping"', click({ text: 'Save', within: { kind: 'section', name: 'Shipping' } })],
  ['click "Save" inside of the "Shipping" form', click({ text: 'Save', within: { kind: 'section', name: 'Shipping' } })],
  ['click "OK" in the dialog "Confirm"', click({ text: 'OK', within: { kind: 'dialog', name: 'Confirm' } })],
  ['click "OK" in the "Confirm" dialog', click({ text: 'OK', within: { kind: 'dialog', name: 'Confirm' } })],
  ['click "OK" in the dialog', click({ text: 'OK', within: { kind: 'dialog' } })],
  ['click "Edit" near "Ada"', click({ text: 'Edit', relation: { kind: 'near', target: { text: 'Ada' } } })],
  ['click "Edit" next to the "Ada" heading', click({ text: 'Edit', relation: { kind: 'near', target: { text: 'Ada', elementType: 'heading' } } })],
  ['click the field below "Email"', click({ elementType: 'field', relation: { kind: 'below', target: { text: 'Email' } } })],
  ['click "Help" above "Footer"', click({ text: 'Help', relation: { kind: 'above', target: { text: 'Footer' } } })],
  ['click the checkbox left of "Terms"', click({ elementType: 'checkbox', relation: { kind: 'leftOf', target: { text: 'Terms' } } })],
  ['click the button to the right of "Name"', click({ elementType: 'button', relation: { kind: 'rightOf', target: { text: 'Name' } } })],
  ['click the first "Delete" button', click({ text: 'Delete', elementType: 'button', ordinal: 1 })],
  ['click the 2nd "Delete" button', click({ text: 'Delete', elementType: 'button', ordinal: 2 })],
  ['click the third link', click({ elementType: 'link', ordinal: 3 })],
  ['click the last "Delete" button', click({ text: 'Delete', elementType: 'button', ordinal: 'last' })],
  ['click the 11th row', click({ elementType: 'row', ordinal: 11 })],
  [
    'click "Delete" in the table row containing "Ada" and column "Actions"',
    click({ text: 'Delete', table: { rowContaining: 'Ada', column: 'Actions' } }),
  ],
  [
    'click "Delete" inside of table at row containing "Ada" and column "Actions"',
    click({ text: 'Delete', table: { rowContaining: 'Ada', column: 'Actions' } }),
  ],
  ['click "Edit" in the row containing "Ada"', click({ text: 'Edit', table: { rowContaining: 'Ada' } })],
  [
    'click the last "Edit" button in the "Users" section below "Admins"',
    click({
      text: 'Edit',
      elementType: 'button',
      ordinal: 'last',
      within: { kind: 'section', name: 'Users' },
      relation: { kind: 'below', target: { text: 'Admins' } },
    }),
  ],
  [
    'enter "Main St" into the "Street" field in the "Shipping" section',
    { kind: 'fill', value: lit('Main St'), target: { text: 'Street', elementType: 'field', within: { kind: 'section', name: 'Shipping' } } },
  ],
];

describe('parseSteps: locations, element types and ordinals', () => {
  it.each(locations)('%s', (text, expected) => {
    expect(one(text)).toEqual(expected);
  });

  it('rejects the same kind of location twice', () => {
    expect(parseSteps('click "A" in the "X" section in the "Y" section').ok).toBe(false);
  });
});

describe('parseSteps: splitting into steps', () => {
  const kinds = (text: string) => {
    const r = parseSteps(text);
    if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
    return r.steps.map((s) => [s.kind, s.line, s.source]);
  };

  it('splits by line and keeps 1-based line numbers, ignoring blank lines, list markers and periods', () => {
    expect(kinds('1. go to /login.\n\n- enter "a" into "Email"\n* click "Sign in".\n2) press Enter')).toEqual([
      ['goto', 1, 'go to /login'],
      ['fill', 3, 'enter "a" into "Email"'],
      ['click', 4, 'click "Sign in"'],
      ['press', 5, 'press Enter'],
    ]);
  });

  it('splits several steps in one sentence', () => {
    expect(kinds('Open /shop, click "Cart" then click "Checkout" and then verify "Total" is visible; press Enter. Use module "Pay"')).toEqual([
      ['goto', 1, 'Open /shop'],
      ['click', 1, 'click "Cart"'],
      ['click', 1, 'click "Checkout"'],
      ['expectText', 1, 'verify "Total" is visible'],
      ['press', 1, 'press Enter'],
      ['useModule', 1, 'Use module "Pay"'],
    ]);
  });

  it('splits on "and" only before a new step', () => {
    expect(kinds('enter "Ada" into "Name" and click "Save"')).toEqual([
      ['fill', 1, 'enter "Ada" into "Name"'],
      ['click', 1, 'click "Save"'],
    ]);
    expect(kinds('click "Edit" in the row containing "Ada" and column "Actions"')).toHaveLength(1);
  });

  it('drops leading "then" / "and" / "finally"', () => {
    expect(kinds('go to /\nthen click "A"\nFinally, I should see "B"')).toEqual([
      ['goto', 1, 'go to /'],
      ['click', 2, 'click "A"'],
      ['expectText', 3, 'I should see "B"'],
    ]);
  });

  it('never splits inside quoted strings', () => {
    const r = parseSteps('enter "Hello. Then, goodbye; and then click it" into "Message" then click "A, then B"');
    expect(r.ok && r.steps.map(({ source: _s, line: _l, ...b }) => b)).toEqual([
      { kind: 'fill', value: lit('Hello. Then, goodbye; and then click it'), target: { text: 'Message' } },
      { kind: 'click', clicks: 1, target: { text: 'A, then B' } },
    ]);
  });

  it('ignores comment lines', () => {
    expect(kinds('# log in first\ngo to /login\n// done')).toEqual([['goto', 2, 'go to /login']]);
  });

  it('accepts an empty description', () => {
    expect(parseSteps('\n  \n')).toEqual({ ok: true, steps: [] });
  });
});

describe('parseSteps: values', () => {
  it('does not take an e-mail address for a parameter', () => {
    expect(one('type "a@b.c" into "Email"')).toMatchObject({ value: lit('a@b.c') });
    // Unquoted data is read as written (issue 17): still a literal, never the parameter @EXAMPLE.
    expect(one('type ada@EXAMPLE.com into "Email"')).toMatchObject({ value: lit('ada@EXAMPLE.com') });
  });

  it('takes a parameter at the end of a sentence', () => {
    expect(one('enter @EMAIL into "Email".')).toMatchObject({ value: { type: 'parameter', key: 'EMAIL' } });
  });

  it('treats @mentions inside quotes as data', () => {
    expect(one('enter "@EMAIL" into "Email"')).toMatchObject({ value: lit('@EMAIL') });
  });

  it('keeps keywords inside quotes as data', () => {
    expect(one('click "verify that"')).toEqual(click({ text: 'verify that' }));
  });

  it('keeps apostrophes inside words', () => {
    expect(one(`click "Bob's shop"`)).toEqual(click({ text: "Bob's shop" }));
    expect(one(`I shouldn't see 'Error'`)).toEqual({ kind: 'expectText', text: lit('Error'), visible: false });
  });

  it('is case-insensitive for keywords but keeps data as written', () => {
    expect(one('CLICK THE "Buy Now" BUTTON')).toEqual(click({ text: 'Buy Now', elementType: 'button' }));
  });
});

describe('parseSteps: errors', () => {
  it('reports every step outside the language with its number, line and a suggestion', () => {
    // "klick" is now read as a typo of "click" (issue 17); "frobnicate" is no verb at all.
    const r = parseSteps('go to /\nfrobnicate the "Buy" button\nclick "A" then push the Buy button');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        step: 2,
        line: 2,
        source: 'frobnicate the "Buy" button',
        suggestion: 'click the "Buy" button',
        message: 'Step 2 (line 2) "frobnicate the "Buy" button" is not in the step language. Did you mean: click the "Buy" button?',
      },
      {
        step: 4,
        line: 3,
        source: 'push the Buy button',
        suggestion: 'click the "Buy" button',
        message: 'Step 4 (line 3) "push the Buy button" is not in the step language. Did you mean: click the "Buy" button?',
      },
    ]);
  });

  it('reports an unclosed quote', () => {
    const r = parseSteps('click "Buy');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].message).toBe(
      'Step 1 (line 1) "click "Buy" has a quote that is never closed (the quote " is never closed). Did you mean: click "Buy"?',
    );
  });

  it.each([
    ['enter "x"', 'enter "x" into "Field label"'],
    ['attach "a.pdf"', 'upload "a.pdf" to "File input label"'],
    ['upload "a.pdf"', 'upload "a.pdf" to "File input label"'],
  ])('%s → %s', (text, suggestion) => {
    const r = parseSteps(text);
    expect(r.ok ? undefined : r.errors[0].suggestion).toBe(suggestion);
  });
});

describe('expectations written after "expect the page to …"', () => {
  it('reads "expect the page to show" and "expect the page not to contain" as text checks', () => {
    const parsed = parseSteps('expect the page to show "Welcome, Ada"\nexpect the page not to contain "Invalid"');
    expect(parsed).toMatchObject({
      ok: true,
      steps: [
        { kind: 'expectText', text: { type: 'literal', text: 'Welcome, Ada' }, visible: true },
        { kind: 'expectText', text: { type: 'literal', text: 'Invalid' }, visible: false },
      ],
    });
  });
});
