/**
 * Hand-written tests against the fixture apps (tests/fixtures/apps), as the executor would
 * record them: each step with the locator a resolver would have found. The end-to-end test
 * assembles them into scripts and runs those. Not a test file itself.
 */
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import type { StepBody } from '../steps/types.ts';
import { stepCode, type CodeContext, type StepCode } from './index.ts';
import { cred, lit, param, step, variable } from './testSteps.ts';

export interface Flow {
  name: string;
  steps: StepCode[];
}

type Recorded = [source: string, body: StepBody, target?: LocatorSpec];

const t = { text: 'x' };
const role = (r: string, name?: string): LocatorSpec => [{ kind: 'role', role: r, ...(name === undefined ? {} : { name, exact: true }) }];
const label = (text: string): LocatorSpec => [{ kind: 'label', text, exact: true }];
const payment = { kind: 'frame', selector: 'iframe[title="Payment"]' } as const;
const confirm = { kind: 'role', role: 'dialog', name: 'Confirm order', exact: true } as const;

function flow(name: string, recorded: Recorded[], ctx: CodeContext): Flow {
  return { name, steps: recorded.map(([source, body, target]) => stepCode(step(body, source), { target }, ctx)) };
}

export function loginFlow(ctx: CodeContext, expectedGreeting = 'Welcome, Ada'): Flow {
  return flow(
    'Sign in as Ada',
    [
      ['go to /login.html', { kind: 'goto', url: lit('/login.html') }],
      ['enter "wrong" into "Password"', { kind: 'fill', value: lit('wrong'), target: t }, label('Password')],
      ['click "Sign in"', { kind: 'click', clicks: 1, target: t }, role('button', 'Sign in')],
      ['I should see "Invalid email or password"', { kind: 'expectText', text: lit('Invalid email or password'), visible: true }],
      [
        'type "lamp" into "Search products"',
        { kind: 'fill', value: lit('lamp'), target: t },
        [{ kind: 'placeholder', text: 'Search products', exact: true }],
      ],
      ['enter @EMAIL into "Email"', { kind: 'fill', value: param('EMAIL'), target: t }, label('Email')],
      ['clear "Password"', { kind: 'clear', target: t }, label('Password')],
      ['enter the password of "Ada" into "Password"', { kind: 'fill', value: cred('Ada', 'password'), target: t }, label('Password')],
      ['check "Remember me"', { kind: 'check', target: t }, role('checkbox', 'Remember me')],
      ['"Remember me" is checked', { kind: 'expectElement', target: t, state: 'checked' }, role('checkbox', 'Remember me')],
      ['press Enter', { kind: 'press', keys: 'Enter' }],
      ['wait until the URL contains "welcome.html"', { kind: 'waitForUrl', url: lit('welcome.html'), match: 'contains' }],
      ['the URL contains "?name=Ada"', { kind: 'expectUrl', url: lit('?name=Ada'), match: 'contains' }],
      ['the title is "Welcome"', { kind: 'expectTitle', title: lit('Welcome'), match: 'is' }],
      [`I should see "${expectedGreeting}"`, { kind: 'expectText', text: lit(expectedGreeting), visible: true }],
      ['store the text of the heading as greeting', { kind: 'store', target: t, variable: 'greeting' }, role('heading')],
      ['I should see {{greeting}}', { kind: 'expectText', text: variable('greeting'), visible: true }],
      ['I should not see "Invalid email or password"', { kind: 'expectText', text: lit('Invalid email or password'), visible: false }],
      ['click the "Sign out" link', { kind: 'click', clicks: 1, target: t }, role('link', 'Sign out')],
      ['the URL is "/login.html"', { kind: 'expectUrl', url: lit('/login.html'), match: 'is' }],
    ],
    ctx,
  );
}

export function shopFlow(ctx: CodeContext, expectedButtons = 3): Flow {
  return flow(
    'Order a desk',
    [
      ['go to /shop.html', { kind: 'goto', url: lit('/shop.html') }],
      ['the "Checkout" button is disabled', { kind: 'expectElement', target: t, state: 'disabled' }, role('button', 'Checkout')],
      [
        `there are ${expectedButtons} "Add to cart" buttons`,
        { kind: 'expectCount', target: t, count: expectedButtons },
        role('button', 'Add to cart'),
      ],
      [
        'click "Add to cart" in the "Desk" section',
        { kind: 'click', clicks: 1, target: t },
        [...role('region', 'Desk'), ...role('button', 'Add to cart')],
      ],
      ['I should see "Cart (1)"', { kind: 'expectText', text: lit('Cart (1)'), visible: true }],
      ['hover over "Save Lamp for later"', { kind: 'hover', target: t }, [{ kind: 'title', text: 'Save Lamp for later', exact: true }]],
      ['select "Name" from "Sort by"', { kind: 'select', option: lit('Name'), target: t }, label('Sort by')],
      [
        'click the first "Add to cart" button',
        { kind: 'click', clicks: 1, target: t },
        [...role('button', 'Add to cart'), { kind: 'nth', index: 0 }],
      ],
      ['I should see "Cart (2)"', { kind: 'expectText', text: lit('Cart (2)'), visible: true }],
      ['click "Checkout"', { kind: 'click', clicks: 1, target: t }, role('button', 'Checkout')],
      ['wait for the "Confirm order" dialog', { kind: 'waitForElement', target: t }, [confirm]],
      ['click "Cancel" in the dialog', { kind: 'click', clicks: 1, target: t }, [confirm, ...role('button', 'Cancel')]],
      ['the "Confirm order" dialog is hidden', { kind: 'expectElement', target: t, state: 'hidden' }, [confirm]],
      ['click "Checkout"', { kind: 'click', clicks: 1, target: t }, role('button', 'Checkout')],
      ['click "Place order" in the "Confirm order" dialog', { kind: 'click', clicks: 1, target: t }, [confirm, ...role('button', 'Place order')]],
      ['I should see "Thank you for your order"', { kind: 'expectText', text: lit('Thank you for your order'), visible: true }],
      ['I should see "Cart (0)"', { kind: 'expectText', text: lit('Cart (0)'), visible: true }],
    ],
    ctx,
  );
}

export function framesFlow(ctx: CodeContext, page = 'frames.html'): Flow {
  return flow(
    `Pay in the frame of ${page}`,
    [
      [`go to ${page}`, { kind: 'goto', url: lit(page) }],
      [
        'enter "4242 4242 4242 4242" into "Card number"',
        { kind: 'fill', value: lit('4242 4242 4242 4242'), target: t },
        [payment, ...label('Card number')],
      ],
      ['click "Pay"', { kind: 'click', clicks: 1, target: t }, [payment, ...role('button', 'Pay')]],
      [
        'I should see "Payment accepted"',
        { kind: 'expectElement', target: t, state: 'visible' },
        [payment, { kind: 'text', text: 'Payment accepted', exact: true }],
      ],
    ],
    ctx,
  );
}

/** Delayed content, an open shadow root and a file input. */
export function widgetsFlow(ctx: CodeContext, uploadPath: string): Flow {
  return flow(
    'Dynamic, shadow and upload pages',
    [
      ['go to /dynamic.html', { kind: 'goto', url: lit('/dynamic.html') }],
      ['click "Load items"', { kind: 'click', clicks: 1, target: t }, role('button', 'Load items')],
      ['wait for "Loaded 3 items"', { kind: 'waitForText', text: lit('Loaded 3 items') }],
      ['there are 3 items', { kind: 'expectCount', target: t, count: 3 }, [{ kind: 'css', selector: '#remote' }, ...role('listitem')]],
      ['wait for "Offer ends soon"', { kind: 'waitForText', text: lit('Offer ends soon') }],
      ['type "Dates" into "New item"', { kind: 'fill', value: lit('Dates'), target: t }, [{ kind: 'placeholder', text: 'New item', exact: true }]],
      ['press Enter', { kind: 'press', keys: 'Enter' }],
      ['double-click "Add"', { kind: 'click', clicks: 2, target: t }, role('button', 'Add')],
      ['I should see "Dates"', { kind: 'expectText', text: lit('Dates'), visible: true }],
      ['go to /shadow.html', { kind: 'goto', url: lit('/shadow.html') }],
      ['enter "SAVE10" into "Coupon code"', { kind: 'fill', value: lit('SAVE10'), target: t }, label('Coupon code')],
      ['click "Apply"', { kind: 'click', clicks: 1, target: t }, role('button', 'Apply')],
      ['I should see "Coupon applied"', { kind: 'expectText', text: lit('Coupon applied'), visible: true }],
      ['go to /upload.html', { kind: 'goto', url: lit('/upload.html') }],
      ['upload the file into "Attachment"', { kind: 'upload', file: lit(uploadPath), target: t }, label('Attachment')],
      ['I should see "notes.txt"', { kind: 'expectText', text: lit('Chosen: notes.txt'), visible: true }],
      ['go to /users.html', { kind: 'goto', url: lit('/users.html') }],
      [
        'click "Delete" in the row containing "Ada"',
        { kind: 'click', clicks: 1, target: t },
        [...role('row'), { kind: 'hasText', text: 'Ada Lovelace' }, ...role('button', 'Delete')],
      ],
      ['I should not see "ada@example.com"', { kind: 'expectText', text: lit('ada@example.com'), visible: false }],
      ['check "Show archived"', { kind: 'check', target: t }, label('Show archived')],
      ['I should see "Charles Babbage"', { kind: 'expectText', text: lit('Charles Babbage'), visible: true }],
      ['uncheck "Show archived"', { kind: 'uncheck', target: t }, label('Show archived')],
      [
        'click "Delete all" in the "Members" section',
        { kind: 'click', clicks: 1, target: t },
        [...role('region', 'Members'), ...role('button', 'Delete all')],
      ],
      ['I should see "Grace Hopper"', { kind: 'expectText', text: lit('Grace Hopper'), visible: true }],
      ['I should not see "Alan Turing"', { kind: 'expectText', text: lit('Alan Turing'), visible: false }],
    ],
    ctx,
  );
}
