import { describe, expect, it } from 'vitest';
import { canonicalStep } from './canonical.ts';
import { parseReadings, parseStep } from './grammar.ts';
import { parseSteps } from './parse.ts';
import type { StepBody } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;

const CASES: [string, StepBody][] = [
  ['go back', { kind: 'navigate', action: 'back' }],
  ['navigate back to the previous page', { kind: 'navigate', action: 'back' }],
  ["click the browser's back button", { kind: 'navigate', action: 'back' }],
  ['go forward', { kind: 'navigate', action: 'forward' }],
  ['reload the page', { kind: 'navigate', action: 'reload' }],
  ['refresh the browser', { kind: 'navigate', action: 'reload' }],
  ['reload', { kind: 'navigate', action: 'reload' }],
  ['wait 2 seconds', { kind: 'sleep', seconds: 2 }],
  ['wait for 500 ms', { kind: 'sleep', seconds: 0.5 }],
  ['wait a second', { kind: 'sleep', seconds: 1 }],
  ['wait for three seconds', { kind: 'sleep', seconds: 3 }],
  ['pause 1.5 seconds', { kind: 'sleep', seconds: 1.5 }],
  ['wait 2s', { kind: 'sleep', seconds: 2 }],
  ['scroll to "Footer"', { kind: 'scroll', to: { text: 'Footer' } }],
  ['scroll down to the "Reviews" heading', { kind: 'scroll', to: { text: 'Reviews', elementType: 'heading' } }],
  ['scroll "Footer" into view', { kind: 'scroll', to: { text: 'Footer' } }],
  ['scroll to the bottom of the page', { kind: 'scroll', edge: 'bottom' }],
  ['scroll to the top', { kind: 'scroll', edge: 'top' }],
  ['scroll all the way down to the bottom', { kind: 'scroll', edge: 'bottom' }],
  ['scroll to the bottom of the "Results" list', { kind: 'scroll', edge: 'bottom', area: { text: 'Results' } }],
  ['scroll down', { kind: 'scroll', pages: 1 }],
  ['scroll down 2 pages', { kind: 'scroll', pages: 2 }],
  ['scroll up a page in the "Log" area', { kind: 'scroll', pages: -1, area: { text: 'Log' } }],
  ['scroll down inside "Results"', { kind: 'scroll', pages: 1, area: { text: 'Results' } }],
  ['switch to the new tab', { kind: 'switchTab', to: 'new' }],
  ['switch to the popup window', { kind: 'switchTab', to: 'new' }],
  ['switch to the newly opened window', { kind: 'switchTab', to: 'new' }],
  ['switch back to the first tab', { kind: 'switchTab', to: 'first' }],
  ['go back to the original window', { kind: 'switchTab', to: 'first' }],
  ['accept the dialog', { kind: 'dialog', accept: true }],
  ['accept the next alert', { kind: 'dialog', accept: true }],
  ['dismiss the confirm dialog', { kind: 'dialog', accept: false }],
  ['click Cancel in the browser dialog', { kind: 'dialog', accept: false }],
  ['accept the prompt with "Ada"', { kind: 'dialog', accept: true, text: lit('Ada') }],
  ['right-click "Photo"', { kind: 'rightClick', target: { text: 'Photo' } }],
  ['right click on the "File" item', { kind: 'rightClick', target: { text: 'File', elementType: 'element' } }],
  ['focus on the "Search" field', { kind: 'focus', target: { text: 'Search', elementType: 'field' } }],
  ['press Enter in the "Search" field', { kind: 'pressIn', keys: 'Enter', target: { text: 'Search', elementType: 'field' } }],
  ['hit escape on "Menu"', { kind: 'pressIn', keys: 'Escape', target: { text: 'Menu' } }],
  ['press "Control+A" inside "Notes"', { kind: 'pressIn', keys: 'Control+A', target: { text: 'Notes' } }],
  ['press arrow down in the "City" field', { kind: 'pressIn', keys: 'ArrowDown', target: { text: 'City', elementType: 'field' } }],
  ['press F5 on "Grid"', { kind: 'pressIn', keys: 'F5', target: { text: 'Grid' } }],
  ['search for "lamp"', { kind: 'search', text: lit('lamp') }],
  ['search for @PRODUCT', { kind: 'search', text: { type: 'parameter', key: 'PRODUCT' } }],
  ['enter the one-time code of "admin" into "Code"', { kind: 'fillOneTimeCode', credential: 'admin', target: { text: 'Code' } }],
  [
    'type the TOTP for "admin" in the "Verification code" field',
    { kind: 'fillOneTimeCode', credential: 'admin', target: { text: 'Verification code', elementType: 'field' } },
  ],
  [
    'the "Email" field should have the value "ada@example.com"',
    { kind: 'expectValue', target: { text: 'Email', elementType: 'field' }, value: lit('ada@example.com') },
  ],
  ['verify that the value of "Name" is "Ada"', { kind: 'expectValue', target: { text: 'Name' }, value: lit('Ada') }],
  ['"Search" should be empty', { kind: 'expectValue', target: { text: 'Search' }, value: lit('') }],
  ['I should be on the "Dashboard" page', { kind: 'expectPage', name: 'Dashboard' }],
  ['the user is on the "Checkout" page', { kind: 'expectPage', name: 'Checkout' }],
  ['verify the "Orders" page is shown', { kind: 'expectPage', name: 'Orders' }],
  ['there are at least 3 rows', { kind: 'expectCountBound', target: { elementType: 'row' }, bound: 'atLeast', count: 3 }],
  [
    'I should see more than 2 "Delete" buttons',
    { kind: 'expectCountBound', target: { text: 'Delete', elementType: 'button' }, bound: 'atLeast', count: 3 },
  ],
  ['the number of rows is at most 5', { kind: 'expectCountBound', target: { elementType: 'row' }, bound: 'atMost', count: 5 }],
  ['drag "Write report" onto "Done"', { kind: 'drag', target: { text: 'Write report' }, onto: { text: 'Done' } }],
  ['drag and drop the "Card" into the "Done" column', { kind: 'drag', target: { text: 'Card' }, onto: { text: 'Done' } }],
  ['drag "A" over the "B" button', { kind: 'drag', target: { text: 'A' }, onto: { text: 'B', elementType: 'button' } }],
  ['drag "A" to the "B" button', { kind: 'drag', target: { text: 'A' }, onto: { text: 'B', elementType: 'button' } }],
  [
    'there should be fewer than 5 "Item" links',
    { kind: 'expectCountBound', target: { text: 'Item', elementType: 'link' }, bound: 'atMost', count: 4 },
  ],
  // tabs by title or address, opened and closed
  ['switch to the tab with the title "Help centre"', { kind: 'switchTabTo', by: 'title', text: lit('Help centre') }],
  ['switch to tab titled Help centre', { kind: 'switchTabTo', by: 'title', text: lit('Help centre') }],
  ['switch to the window whose URL contains "/faq"', { kind: 'switchTabTo', by: 'url', text: lit('/faq') }],
  ['open "https://gauge.org" in a new tab', { kind: 'openTab', url: lit('https://gauge.org') }],
  ['open tab "https://gauge.org"', { kind: 'openTab', url: lit('https://gauge.org') }],
  ['open a new tab at /faq.html', { kind: 'openTab', url: lit('/faq.html') }],
  ['open a new tab', { kind: 'openTab' }],
  ['close the tab', { kind: 'closeTab' }],
  ['close the current window', { kind: 'closeTab' }],
  // a browser dialog's message
  ['the dialog should say "Discard the draft?"', { kind: 'expectDialog', text: lit('Discard the draft?'), match: 'is' }],
  ['the alert text is "Saved"', { kind: 'expectDialog', text: lit('Saved'), match: 'is' }],
  ['verify the confirm message contains "draft"', { kind: 'expectDialog', text: lit('draft'), match: 'contains' }],
  ['the text of the prompt is "New name"', { kind: 'expectDialog', text: lit('New name'), match: 'is' }],
  // answers written as people write them
  ['user accepts confirm', { kind: 'dialog', accept: true }],
  ['Alert "Hello world!" and await accept', { kind: 'dialog', accept: true }],
  ['enter "Bob" into the prompt box and accept', { kind: 'dialog', accept: true, text: lit('Bob') }],
  ['enter "x" into the prompt alert but dismiss it', { kind: 'dialog', accept: false }],
  // the focused field, waits, drags, paths, URL parts, scrolling to landmarks, select alone
  ['clear the field that has focus', { kind: 'clear', target: { focused: true, elementType: 'field' } }],
  ['clear element that is in focus', { kind: 'clear', target: { focused: true, elementType: 'field' } }],
  ['wait "70" seconds', { kind: 'sleep', seconds: 70 }],
  ['delay 3 seconds', { kind: 'sleep', seconds: 3 }],
  ['drag ".document" and drop it to ".trash"', { kind: 'drag', target: { text: '.document' }, onto: { text: '.trash' } }],
  ['navigate to relative path "./specs/app.html"', { kind: 'goto', url: lit('./specs/app.html') }],
  ['assert url host is "example.com"', { kind: 'expectUrl', url: lit('example.com'), match: 'contains' }],
  ['the URL path should be "/login"', { kind: 'expectUrl', url: lit('/login'), match: 'contains' }],
  ['wait until network is idle and url contains substring as inventory', { kind: 'waitForUrl', url: lit('inventory'), match: 'contains' }],
  ['scroll to the footer', { kind: 'scroll', edge: 'bottom' }],
  ['scroll to the "Featured Posts" section', { kind: 'scroll', to: { text: 'Featured Posts' } }],
  ['select "Evening Dresses"', { kind: 'click', clicks: 1, target: { text: 'Evening Dresses' } }],
  // step-definition libraries' words: webdriverio's alertbox, Robot Framework's window keywords
  ['I accept the confirmbox', { kind: 'dialog', accept: true }],
  ['a alertbox contains the text "I am an alert"', { kind: 'expectDialog', text: lit('I am an alert'), match: 'contains' }],
  ['switch window title=Selenium', { kind: 'switchTabTo', by: 'title', text: lit('Selenium') }],
  ['Select Window Payment', { kind: 'switchTabTo', by: 'title', text: lit('Payment') }],
  ['switch the tab or the window with URL "https://demoqa.com/sample"', { kind: 'switchTabTo', by: 'url', text: lit('https://demoqa.com/sample') }],
  ['switch to "https://demoqa.com/browser-windows" page', { kind: 'switchTabTo', by: 'url', text: lit('https://demoqa.com/browser-windows') }],
  ['focus the last opened window', { kind: 'switchTab', to: 'new' }],
  ['Sleep 5', { kind: 'sleep', seconds: 5 }],
  ['user clicks on the Cancel button within alert', { kind: 'dialog', accept: false }],
  ['Click ok on the alert message', { kind: 'dialog', accept: true }],
  ['I type "Ada" on the prompt', { kind: 'dialog', accept: true, text: lit('Ada') }],
  ['user scrolls back to top of the page', { kind: 'scroll', edge: 'top' }],
  ['I see URL contains "/index.html"', { kind: 'expectUrl', url: lit('/index.html'), match: 'contains' }],
  ['I should be on "admin/structure/types"', { kind: 'expectUrl', url: lit('admin/structure/types'), match: 'contains' }],
];

describe('the item 4 actions', () => {
  it.each(CASES)('%s', (text, body) => {
    expect(parseStep(text)).toEqual(body);
  });

  it.each(CASES)('prints %s back in a form that reads the same', (_text, body) => {
    expect(parseStep(canonicalStep(body))).toEqual(body);
  });

  it.each([
    ['wait 0.25 seconds', { kind: 'sleep', seconds: 0.25 }],
    ['scroll up 3 pages in the "Log"', { kind: 'scroll', pages: -3, area: { text: 'Log' } }],
    ['"Notes" should have the value ""', { kind: 'expectValue', target: { text: 'Notes' }, value: lit('') }],
  ] as [string, StepBody][])('round-trips %s', (_text, body) => {
    expect(parseStep(canonicalStep(body))).toEqual(body);
  });

  it("offers the page's own reading beside a browser dialog where the words allow both", () => {
    expect(parseReadings('The alert should be displayed with the text "Hi"')).toEqual([
      { kind: 'expectDialog', text: lit('Hi'), match: 'is' },
      { kind: 'expectText', text: lit('Hi'), visible: true },
    ]);
    expect(parseReadings('the alert should say "Saved"')).toEqual([
      { kind: 'expectDialog', text: lit('Saved'), match: 'is' },
      { kind: 'expectText', text: lit('Saved'), visible: true },
    ]);
    expect(parseReadings('enter "a cat" in the prompt')).toEqual([
      { kind: 'dialog', accept: true, text: lit('a cat') },
      { kind: 'fill', value: lit('a cat'), target: { text: 'prompt' } },
      { kind: 'fill', value: lit('a cat'), target: { text: 'prompt', elementType: 'field' } },
    ]);
    expect(parseReadings('I should see an alert saying "Hi"')).toContainEqual({ kind: 'expectDialog', text: lit('Hi'), match: 'is' });
    // a confirm or prompt is only the browser's
    expect(parseReadings('the confirm should say "Sure?"')).toEqual([{ kind: 'expectDialog', text: lit('Sure?'), match: 'is' }]);
  });

  it('leaves what is no tab, dialog message or menu item to the other forms', () => {
    expect(parseStep('open tab "Settings"')).toEqual({ kind: 'click', clicks: 1, target: { text: 'Settings', elementType: 'tab' } });
    expect(parseStep('the dialog should be visible')).toEqual({ kind: 'expectElement', target: { elementType: 'dialog' }, state: 'visible' });
    expect(parseStep('select the "Express" radio button')).toEqual({ kind: 'check', target: { text: 'Express', elementType: 'radio' } });
    expect(parseStep('select "France" from "Country"')).toMatchObject({ kind: 'select' });
    expect(parseStep('scroll to "Footer"')).toEqual({ kind: 'scroll', to: { text: 'Footer' } });
    expect(parseStep('I should see the URL field')).not.toMatchObject({ kind: 'expectUrl' });
    expect(parseStep('select tab "Billing"')).not.toMatchObject({ kind: 'switchTabTo' });
  });

  it('presses keys in a place only when they are key names: a name no key has, pressed there, is a click there', () => {
    const parsed = parseSteps(
      'I press "Create" in the modal window\npress "Save" in the "Billing" section\npress Save in the dialog\npress the Create button in the modal window',
    );
    expect(parsed.ok && parsed.steps.map(({ source: _s, line: _l, ...body }) => body)).toEqual([
      { kind: 'click', clicks: 1, target: { text: 'Create', elementType: 'button', within: { kind: 'dialog' } } },
      { kind: 'click', clicks: 1, target: { text: 'Save', elementType: 'button', within: { kind: 'section', name: 'Billing' } } },
      { kind: 'click', clicks: 1, target: { text: 'Save', within: { kind: 'dialog' } } },
      { kind: 'click', clicks: 1, target: { text: 'Create', elementType: 'button', within: { kind: 'dialog' } } },
    ]);
    expect(canonicalStep(parseStep('I press "Create" in the modal window')!)).toBe('click the "Create" button in the dialog');
    // key names still press keys there
    expect(parseStep('press "Enter" in the dialog')).toEqual({ kind: 'pressIn', keys: 'Enter', target: { elementType: 'dialog' } });
    expect(parseStep('press Control+a in "Notes"')).toEqual({ kind: 'pressIn', keys: 'Control+a', target: { text: 'Notes' } });
  });

  it('refuses bounds that say nothing', () => {
    expect(parseStep('there are at least 0 rows')).toBeUndefined();
    expect(parseStep('I should be on the "" page')).toBeUndefined();
  });

  it('leaves the older forms alone', () => {
    expect(parseStep('press Enter')).toEqual({ kind: 'press', keys: 'Enter' });
    expect(parseStep('wait for "Saved"')).toEqual({ kind: 'waitForText', text: lit('Saved') });
    expect(parseStep('click "Back"')).toMatchObject({ kind: 'click' });
    expect(parseStep('go to /back')).toMatchObject({ kind: 'goto' });
    expect(parseStep('there are 3 rows')).toMatchObject({ kind: 'expectCount', count: 3 });
    expect(parseStep('close the "Settings" dialog')).toBeUndefined();
  });
});
