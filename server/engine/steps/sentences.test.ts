/**
 * The sentence around a step (sentences.ts), one clause saying several steps (compounds.ts),
 * page checks (pageRules.ts) and clicks with verbs outside the language (looseRules.ts). Lines
 * invented in the spirit of the phrasing corpus, none copied from it: each reading is written
 * in the quoted step language and compared after parsing, the way the corpus is judged.
 */
import { describe, expect, it } from 'vitest';
import { parseSteps } from './parse.ts';
import { canon, read, readsAs } from './readingsForTests.ts';

describe('the sentence around a step', () => {
  it.each<[string, string]>([
    ['Is the order total displayed as €12.50?', 'I should see "€12.50"'],
    ['Does the status message contain "Paid"?', 'I should see "Paid"'],
    ['Are the results shown?', 'I should see "results"'],
    [':: Click the Export button', 'click the "Export" button'],
    ['expect: The greeting "Hello, Grace" is shown', 'I should see "Hello, Grace"'],
    ['Success message: "Profile updated"', 'I should see "Profile updated"'],
    ['Then I see that the "Saved" notification is shown', 'I should see "Saved"'],
    ['Open the menu by clicking the hamburger icon', 'click the "hamburger" icon'],
    ['Click on the Profile picture (top left)', 'click "Profile picture"'],
    ['Pick any colour (e.g. "Teal")', 'check "Teal"'],
    ['Click Export or press Ctrl+E', 'click "Export"'],
    ['Click "Reset password" which opens the reset form', 'click "Reset password"'],
    ['Click the Archive button in the top bar', 'click the "Archive" button'],
    ['Then I should see "Order placed" success message', 'I should see "Order placed"'],
    ['Then the user should see the confirmation dialog with "Delete 3 files?"', 'I should see "Delete 3 files?"'],
    ['- Caption "Sunset over the bay" is visible', 'I should see "Sunset over the bay"'],
    ['Verify `Shipping address` section is visible', 'I should see "Shipping address"'],
    ['click Save/Submit', 'click "Save"'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('keeps a quoted place, and the place of a fill is its field', () => {
    expect(read('click "OK" in the "Confirm" dialog')).toEqual([[canon('click "OK" in the "Confirm" dialog')]]);
    expect((read('type "shoes" in the search bar') as string[][]).flat()).not.toContain(canon('type "shoes"'));
  });

  it('rewrites no very long line (each rewrite is a parse of its own)', () => {
    const long = `click ${'very '.repeat(80)}long name (left)`;
    expect(read(long)).toEqual(expect.any(String));
  });
});

describe('one clause that says several steps', () => {
  it.each<[string, string[]]>([
    [
      'When I sign in with email "grace@example.com" and password "hopper-1906"',
      ['enter "grace@example.com" into the "email" field', 'enter "hopper-1906" into the "password" field', 'click "sign in"'],
    ],
    [
      'Given the admin logs in with username admin and password adminpass on the login page',
      ['enter "admin" into the "username" field', 'enter "adminpass" into the "password" field', 'click "log in"'],
    ],
    [
      'Sign in with a valid username and password',
      ['enter @USERNAME into the "username" field', 'enter @PASSWORD into the "password" field', 'click "Sign in"'],
    ],
    [
      '3. Log in with valid credentials (grace/hopper)',
      ['enter "grace" into the "username" field', 'enter "hopper" into the "password" field', 'click "Log in"'],
    ],
    ['Enter first name and last name', ['enter @FIRST_NAME into the "first name" field', 'enter @LAST_NAME into the "last name" field']],
    ['Type email/password', ['enter @EMAIL into the "email" field', 'enter @PASSWORD into the "password" field']],
    ['Enter username "grace" and password "hopper"', ['enter "grace" into the "username" field', 'enter "hopper" into the "password" field']],
    [
      'Fill in the signup form with <email> and <password>',
      ['enter "<email>" into the "email" field', 'enter "<password>" into the "password" field'],
    ],
    ['Redeem voucher SPRING5', ['enter "SPRING5" into the "voucher" field', 'click "Redeem"']],
    ['Then I should see the columns Name, Email and Role', ['I should see "Name"', 'I should see "Email"', 'I should see "Role"']],
    ['The "Pricing" link navigates to /pricing', ['click the "Pricing" link', 'the URL contains "/pricing"']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('is no pattern for a pair that is no pair of fields', () => {
    readsAs('Enter the code and press Enter', 'enter @CODE into the "code" field', 'press Enter');
  });
});

describe('a field named without its data fills a test parameter named after it', () => {
  it.each<[string, string]>([
    ['Enter Last name', 'enter @LAST_NAME into the "Last name" field'],
    ['3. Type a valid postcode', 'enter @POSTCODE into the "postcode" field'],
    ['Provide your phone number', 'enter @PHONE_NUMBER into the "phone number" field'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('never for a key, a bare word after "type", or data with a step word', () => {
    expect(read('type Escape')).toEqual(expect.any(String));
    expect(read('enter Grace as owner')).toEqual(expect.any(String));
  });
});

describe('which page the test is on', () => {
  it.each<[string, string]>([
    ['Then the current page is the Inbox app', 'I should be on the "Inbox" page'],
    ['And the orders page should be displayed', 'I should be on the "orders" page'],
    ['Then I see the Order summary page', 'I should be on the "Order summary" page'],
    ['::see CheckoutPage', 'I should be on the "Checkout" page'],
    ['visit SettingsScreen', 'I should be on the "Settings" page'],
    ['It should redirect to Stripe', 'I should be on the "Stripe" page'],
    ['Then the user should be redirected to a page with the title "Inbox - Mail"', 'the title is "Inbox - Mail"'],
    ['Given I am on the Acme Books home page', 'go to /'],
    ['1. Launch app', 'go to /'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('a text seen on the page stays a text', () => {
    readsAs('I should see Hello on the page', 'I should see "Hello"');
  });
});

describe('clicks, ticks and fields with verbs outside the language', () => {
  it.each<[string, string]>([
    ['When I open the Notifications panel', 'click "Notifications panel"'],
    ['And the user views basket', 'click "basket"'],
    ['Expand "Advanced" node', 'click "Advanced"'],
    ['And chooses "Express" delivery option', 'check "Express"'],
    ['turn dark mode on', 'check "dark mode"'],
    ['Turn off "Autoplay"', 'uncheck "Autoplay"'],
    ['Delete the "Draft 2" post', 'click "Delete" in the row containing "Draft 2"'],
    ['Update the Quantity field from 2 to 5', 'enter "5" into the "Quantity" field'],
    ['Set the display name for the new account to "Grace"', 'enter "Grace" into "display name"'],
    ['Select shipping country - Norway', 'select "Norway" from "shipping country"'],
    ['Click to basket icon', 'click the "basket" icon'],
    ['And I press "Sign Up"', 'click the "Sign Up" button'],
    ['Click the Sort by filter', 'click "Sort by"'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('never clicks an address or a field', () => {
    expect(read('go to https://shop.example/cart')).toEqual([[canon('go to https://shop.example/cart')]]);
    expect((read('open the Email field') as string[][]).flat()).not.toContain(canon('click the "Email" field'));
  });
});

describe('counts and kinds of things', () => {
  it.each<[string, string]>([
    ['Exactly 3 search results are displayed', 'there are 3 "search result" elements'],
    ['The page header shows "Reports"', 'the "Reports" heading is visible'],
    ['The error message contains "Try again"', 'I should see "Try again"'],
    ['Then the URL of the current page is "https://shop.example/"', 'the URL is "https://shop.example/"'],
    ['When I click Sign out in account menu', 'click "Sign out" in the "account menu" section'],
    ['1. Click Buy button of $product', 'click the "Buy" button next to "$product"'],
    ['Click on the search box labeled "Find a file"', 'click the "Find a file" field'],
  ])('%s', (line, meant) => readsAs(line, meant));
});

describe('Robot Framework keywords and Markdown around steps', () => {
  it.each<[string, string[]]>([
    ['Input Text    id=search    lamp', ['enter "lamp" into the "#search"']],
    ['    Click Button    Save draft', ['click the "Save draft" button']],
    ['Page Should Contain    Draft saved', ['I should see "Draft saved"']],
    ['Element Should Contain    class:alert    Saved!', ['verify that "Saved!" in the ".alert" section is visible']],
    ['**Expected Result:** User is redirected to the inbox', ['I should be on the "inbox" page']],
    ['**Steps:** Click Archive', ['click "Archive"']],
    ['*Navigate to "/inbox"', ['go to "/inbox"']],
    ['1. Open app<br>2. Click Compose', ['go to /', 'click "Compose"']],
    ['1. Click Compose 2. Type a subject', ['click "Compose"', 'enter @SUBJECT into the "subject" field']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('never changes quoted data, and **bold** stays a quote', () => {
    // (quoted data that repeats the field's name is still the data, as written)
    readsAs('enter "Email ada" into the "Email" field', 'enter "Email ada" into the "Email" field');
    readsAs('enter "pass__word" into "Password"', 'enter "pass__word" into "Password"');
    readsAs('click **Save in the cloud**', 'click "Save in the cloud"');
  });
});

describe('what people check, as they write it', () => {
  it.each<[string, string]>([
    ['Given I am on the billing console', 'I should be on the "billing console" page'],
    ['Then Inbox is loaded', 'I should be on the "Inbox" page'],
    ['The button text changed to "Undo"', 'the "Undo" button is visible'],
    ['the share button should say "Shared"', 'the "Shared" button is visible'],
    ['Then the "Notes" field should contain "hello"', 'the "Notes" field should have the value "hello"'],
    ['Then I should see "Draft 3" in drafts', 'verify that "Draft 3" in the "drafts" section is visible'],
    ['Expected: `save-button` is visible', 'verify that the "save-button" element is visible'],
    ['Then I should see Total: 12', 'I should see "Total: 12"'],
    ['Verify Reports is visible', 'I should see "Reports"'],
    ['I click Switch to list view', 'click "Switch to list view"'],
    ['Then folder "Invoices" should be listed', 'I should see "Invoices"'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('a state word is never the text (Inbox is loaded is no text "loaded")', () => {
    expect((read('the inbox is loaded') as string[][]).flat()).not.toContain(canon('I should see "loaded"'));
  });
});

describe('names that are also kinds, options in an open list, and pages opened by name', () => {
  it.each<[string, string]>([
    ['I click text', 'click "text"'],
    ['I choose Mono', 'click "Mono"'],
    ['Given I open the API console', 'I should be on the "API console" page'],
    ['I should see An order cannot be changed once shipped', 'I should see "An order cannot be changed once shipped"'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('a plural kind word is counted as a kind, and a thing named with its kind is no page', () => {
    readsAs('there are 3 rows', 'there are 3 rows');
    expect((read('open the Sharing tab') as string[][]).flat()).not.toContain(canon('I should be on the "Sharing tab" page'));
  });
});

describe('menu paths, filters, items marked done and fields named by what is wrong with their data', () => {
  it.each<[string, string[]]>([
    ['Go to Settings/Team Members/Invitations', ['click "Settings"', 'click "Team Members"', 'click "Invitations"']],
    ['open Admin > Users > Roles', ['click "Admin"', 'click "Users"', 'click "Roles"']],
    ['When I navigate to "Roles" node in "Admin > Users"', ['click "Admin"', 'click "Users"', 'click "Roles"']],
    ['When I filter by status "Active"', ['select "Active" from the "status" dropdown']],
    ['And I mark "Buy milk" as done', ['check the checkbox near "Buy milk"']],
    ['And I mark the task "Buy milk" as not done', ['uncheck the checkbox near "Buy milk"']],
    ['3. Enter invalid password', ['enter @INVALID_PASSWORD into the "password" field']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('an address, a file or an API path is no menu path', () => {
    readsAs('go to /admin/users/roles', 'go to /admin/users/roles');
    expect((read('Open the GET /pets/{petId} operation') as string[][]).flat()).not.toContain(canon('click "GET"'));
    expect(read('select Large/Medium/Small')).toHaveLength(1);
  });
});

describe('more of the ways people write (a second round of corpus patterns)', () => {
  it.each<[string, ...string[]]>([
    // a place named alone after "go to": its link, or the page the test is on
    ['Go to billing', 'click "billing"'],
    ['And I navigate to account settings', 'I should be on the "account settings" page'],
    // two states of one element in one clause
    ['Verify the Submit button is visible and enabled', 'the "Submit" button is visible', 'the "Submit" button is enabled'],
    ['Check the Send button exists and enabled for clicking', 'the "Send" button is visible', 'the "Send" button is enabled'],
    [
      'the "Keep me signed in" checkbox should be visible and checked',
      'the "Keep me signed in" checkbox is visible',
      'the "Keep me signed in" checkbox is checked',
    ],
    // a step, then the page it leads to
    ['Click the Continue button and redirect to Shipping screen', 'click the "Continue" button', 'I should be on the "Shipping" page'],
    ['Expected result: the user should be successfully signed in and redirected to the inbox', 'I should be on the "inbox" page'],
    ['Click "Pay" and get redirected to /receipt', 'click "Pay"', 'the URL contains "/receipt"'],
    // Capybara's "follow" is a link
    ['When I follow "Billing history"', 'click the "Billing history" link'],
    // what is searched for, named before the quote
    ['When I search for the product "lamp"', 'search for "lamp"'],
    ['the user searches for label "urgent" using the webUI', 'search for "urgent"'],
    // data first, then the field it is given as
    ['And I fill "Ada Lovelace" as Full name', 'enter "Ada Lovelace" into "Full name"'],
    // counts
    ['five invoices exist', 'there are 5 "invoice" elements'],
    ['Then I should have 2 members in "Design team"', 'there are 2 "member" elements in the "Design team" section'],
    // an item of a named menu
    ['I see that the "Archive" item in the Conversation menu is shown', 'the "Archive" menu item is visible'],
    ['When I click the "Rename" action in the file actions menu', 'click the "Rename" menu item'],
    // "attempts to" is the step
    ['When the user attempts to browse to the billing page', 'I should be on the "billing" page'],
    // a kind word before "exists"
    ['Verify Filters panel exists', 'I should see "Filters"'],
    // a clause split before its subject is read whole when the rest is no step
    ['Click on Register button and user successfully registers', 'click the "Register" button'],
    // data said to be wrong keeps its field
    ['Enter valid email and invalid password', 'enter @EMAIL into the "email" field', 'enter @INVALID_PASSWORD into the "password" field'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});

describe('manual test plan prose', () => {
  it.each<[string, ...string[]]>([
    // a step told as what is being done
    ['Clicking the "Create account" button.', 'click the "Create account" button'],
    ['Selecting "Express" from Delivery', 'select "Express" from "Delivery"'],
    // a contracted subject
    ["Given I'm on the orders page", 'I should be on the "orders" page'],
    // a control's label in square brackets, and a place "from" where it is
    ['User click on [Add to basket] link from top nav', 'click the "Add to basket" link'],
    ['Click [Continue]', 'click "Continue"'],
    // alternatives after "/ "
    ['Go to the Login/ Sign In page', 'I should be on the "Login" page'],
    ['Click on the close/ dismiss button', 'click the "close" button'],
    // two names at the end, either one
    ['enter username or email', 'enter @USERNAME into the "username" field'],
    // the page of an item, named by it; an item not named
    ['And I should be on the edit page for "Spring sale"', 'I should be on the "Spring sale" page'],
    ['Given I am on the reports page for a project', 'I should be on the "reports" page'],
    ['When I go on the members page', 'I should be on the "members" page'],
    // a field every form has, after "type" alone
    ['Type password', 'enter @PASSWORD into the "password" field'],
    // the system under test
    ['Start the system', 'go to /'],
    ['User browses to website URL', 'go to /'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('keeps brackets that are no label as written', () => {
    expect(read('click "a[0]"')).toEqual([[canon('click "a[0]"')]]);
    expect(read('- [x] Click Save')).toEqual([[canon('click "Save"')]]);
  });

  it('keeps "type" followed by a word as the text typed', () => {
    expect(parseSteps('type hello')).toMatchObject({
      ok: true,
      steps: [{ kind: 'fill', value: { type: 'literal', text: 'hello' }, target: { focused: true } }],
    });
  });
});

describe('lines from the unquoted real-app scenarios', () => {
  it.each<[string, ...string[]]>([
    // a shown sentence longer than any unquoted name
    ['Then I should see We will email you a receipt and a tracking link.', 'I should see "We will email you a receipt and a tracking link"'],
    // a dialog that opens
    ['The Discard changes? dialog should open', 'the "Discard changes?" dialog is visible'],
    // a text with the language's own words in it, up to the last "is displayed"
    ['Verify Order is paid is displayed', 'I should see "Order is paid"'],
    ['Verify the message Email is required is displayed', 'I should see "Email is required"'],
    // a picker opened from its field
    ['Open the Start date picker', 'click "Start date"'],
    // data with the step's words or punctuation, up to the field or dropdown named last
    ['Type Sign in in the Subject field', 'enter "Sign in" into the "Subject" field'],
    ['When I select Date: newest first from the Order by dropdown', 'select "Date: newest first" from the "Order by" dropdown'],
    // an option picked for a role
    ['I pick Ada Lovelace as the reviewer', 'select "Ada Lovelace" from the "reviewer" dropdown'],
    // a type word before the type is the name
    ['When I click the table button', 'click the "table" button'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});

describe('fields named with their data, checks joined by "and", examples from a list', () => {
  it.each<[string, ...string[]]>([
    ['Enter username "grace"', 'enter "grace" into the "username" field'],
    ['*Enter valid Email "grace@example.com"', 'enter "grace@example.com" into the "Email" field'],
    ['1. In a new incognito window, navigate directly to https://shop.example.com/cart.', 'go to https://shop.example.com/cart'],
    [
      '**Expected:** URL contains "orders" and `orders-table` is visible',
      'the URL contains "orders"',
      'verify that the "orders-table" element is visible',
    ],
    ['Then I should see the new invoice form', 'I should see "new invoice"'],
    ["3. Select a size from the dropdown (e.g., 'Large')", 'select "Large" from the "size" dropdown'],
    [
      'When I submit the registration form with email "b@example.com", password "pw1" and confirm with "pw1"',
      'enter "b@example.com" into the "email" field',
      'enter "pw1" into the "password" field',
      'enter "pw1" into the "confirm" field',
      'click "registration"',
    ],
    [
      'When I send a note with title "Hi" and body "See you" to "Bob"',
      'enter "Hi" into the "title" field',
      'enter "See you" into the "body" field',
      'enter "Bob" into the "to" field',
      'click "send"',
    ],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});

describe('Behat and manual-plan forms of a second corpus batch', () => {
  it.each<[string, ...string[]]>([
    // words between a quoted name and its type describe it
    ['And I enter "Tolkien" in the "Author" autocomplete field', 'enter "Tolkien" into the "Author" field'],
    ['And I press the "Bold" HTML editor button', 'click the "Bold" button'],
    ['Then I should see "Saved" in the "#status" element', 'verify that "Saved" in the "#status" section is visible'],
    // a row named by a quote, with no article
    ['And I click on "Approve" in "Grace Hopper" row', 'click "Approve" in the row containing "Grace Hopper"'],
    // enabling a switch ticks it
    ['And I enable the switch "Two-factor login"', 'check the "Two-factor login" checkbox'],
    ['And I disable the "Newsletter" toggle', 'uncheck the "Newsletter" checkbox'],
    // a message told as a sentence
    ['Then success notification that "Folder moved" appears', 'I should see "Folder moved"'],
    ['Then Toast display should contain text "Saved: 3"', 'I should see "Saved: 3"'],
    ['Then Modal is open with text "Session expired"', 'I should see "Session expired" in the dialog'],
    // numbering with sub-numbers
    ['2.3) Click on the Save button', 'click the "Save" button'],
    // a screen that shows
    ['Settings screen shows', 'I should be on the "Settings" page'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it("keeps a browser dialog's message apart from a message on the page", () => {
    expect(parseSteps('the confirm message contains "draft"')).toMatchObject({ ok: true, steps: [{ kind: 'expectDialog' }] });
  });
});

describe('a third round of corpus patterns', () => {
  it.each<[string, ...string[]]>([
    // a choice by its name and kind: ticked, or clicked when it is a tile
    ['And chooses "Card" payment method', 'click "Card"'],
    // being on a tab is that tab being the selected one
    ['And user should be on "Shipping" tab', 'verify that the "Shipping" tab is selected'],
    // a template whose data was left blank
    ['type  into the phone field', 'type "" into the "phone" field'],
    // the example is the data
    ['And I write a comment like "Looks good"', 'enter "Looks good" into the "comment" field'],
    // an option of a named filter
    ['And I select the "Archived" status filter', 'select "Archived" from the "status" dropdown'],
    // a row's action
    ['And click Delete Grace Hopper in grid', 'click "Delete" in the row containing "Grace Hopper"'],
    // a count that says "only"
    ['And I see that the cart has only 2 items', 'there are 2 items in the "cart" section'],
    // a consequence after a comma
    ['expect: A "Receipt" heading is visible on the final page, confirming the order went through.', 'the "Receipt" heading is visible'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});

describe("a fourth round: selecting controls, a plan's third person, data described", () => {
  it.each<[string, ...string[]]>([
    ['User navigates to the Orders page by selecting the ‘Orders’ link from the main menu.', 'click the "Orders" link'],
    ['And I check the box "accept-terms"', 'check the "accept-terms" checkbox'],
    [
      "User selects the checkbox of saved items and clicks on 'Delete Selected' link.",
      'check the "saved items" checkbox',
      'click the "Delete Selected" link',
    ],
    ['select the checkbox for Keep me signed in', 'check the "Keep me signed in" checkbox'],
    ['User enters the shipping address details', 'enter @SHIPPING_ADDRESS into the "shipping address" field'],
    [
      'Click "Pay" Expected Result: Payment is accepted successfully and receipt page is displayed',
      'click "Pay"',
      'I should be on the "receipt" page',
    ],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('never reads a kind of control as the option chosen', () => {
    expect(parseSteps('select the checkbox for Remember me')).toMatchObject({ ok: true, steps: [{ kind: 'check' }] });
  });
});

describe("a manual tester's verbs", () => {
  it.each<[string, ...string[]]>([
    ['Observe that the Reports heading is displayed', 'the "Reports" heading is visible'],
    ['Notice the warning "Low stock"', 'I should see "Low stock"'],
    ['The system displays the payment summary page', 'I should be on the "payment summary" page'],
    ['The application shows "No results"', 'I should see "No results"'],
    ['Leave the phone field blank', 'clear the "phone" field'],
    ['Hover the mouse over the Account icon', 'hover over the "Account" icon'],
    ['The "Thanks" message is displayed on the order page', 'I should see "Thanks"'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});

describe('readings the docs check found wanting', () => {
  it.each<[string, ...string[]]>([
    ['In a new incognito window, go to https://shop.example/cart', 'go to https://shop.example/cart'],
    ['Click on Save button and user is saved', 'click the "Save" button'],
    ['Expected Result: Invoice is created and invoices page is displayed', 'I should be on the "invoices" page'],
    ['2.1 Click Publish', 'click "Publish"'],
    ['there\'s a "Saved" message', 'I should see "Saved"'],
    ['the URL should contain "invoices" and the "Export" button is enabled', 'the URL contains "invoices"', 'the "Export" button is enabled'],
    ['I press the "Italic" toolbar button', 'click the "Italic" button'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('reads the first reading of an expected result as what is surely meant', () => {
    expect(read('Expected Result: Invoice is created and invoices page is displayed')[0][0]).toBe(canon('I should be on the "invoices" page'));
  });

  it('reads a data set-up step as no check of the page', () => {
    expect(parseSteps('Given the following "projects" exist').ok).toBe(false);
  });

  it('reads a section seen as a part of the page, not a page', () => {
    expect(read('Then I should see the archived projects section')[0]).not.toContain(canon('I should be on the "archived projects" page'));
  });
});

describe('a count a counter shows', () => {
  it.each<[string, ...string[]]>([
    ['Then I should see 12 words', 'I should see "12 words"'],
    ['Then I should see eight words', 'I should see "8 words"'],
    ['I should see 140 characters left', 'I should see "140 characters left"'],
    ['I should see 3 todos', 'there are 3 "todos"'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});

describe('Mink and web-steps expectations', () => {
  it.each<[string, ...string[]]>([
    ['Then the response should not contain "Fatal error"', 'I should not see "Fatal error"'],
    ['Then the "#flash" element should not contain "Error"', 'verify that "Error" in the "#flash" section is hidden'],
    ['When I move backward one page', 'go back'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('has no check that a field does not hold a text, and says so', () => {
    expect(parseSteps('Then the "email" field should not contain "x"').ok).toBe(false);
  });
});

describe("a published test plan's steps", () => {
  it.each<[string, ...string[]]>([
    ['Launch the browser and enter the URL https://shop.example.com', 'go to https://shop.example.com'],
    ['Enter the URL https://shop.example.com/login in the browser', 'go to https://shop.example.com/login'],
    ['Navigate to the application URL', 'go to /'],
    ['Verify user is navigated to the Orders page', 'I should be on the "Orders" page'],
    [
      'Enter First Name, Last Name and Phone',
      'enter @FIRST_NAME into the "First Name" field',
      'enter @LAST_NAME into the "Last Name" field',
      'enter @PHONE into the "Phone" field',
    ],
    ['Select "Large" size from the dropdown', 'select "Large" from the "size" dropdown'],
    ['Choose the quantity as 3', 'select "3" from the "quantity" dropdown'],
    ['Enter quantity as 3', 'enter "3" into the "quantity" field'],
    ['Proceed to payment', 'click "Proceed to payment"'],
    ['Click on Reports from the menu', 'click "Reports"'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('takes opening the browser as no step', () => {
    expect(parseSteps('1. Open the browser\n2. Click Login')).toMatchObject({ ok: true, steps: [{ kind: 'click' }] });
  });

  it('leaves which fields are mandatory to a model', () => {
    expect(parseSteps('Enter the mandatory fields').ok).toBe(false);
  });
});

describe('data described, never made up', () => {
  it.each<[string, ...string[]]>([
    ['Enter a valid email in the Email field', 'enter @EMAIL into the "Email" field'],
    ['Enter an invalid password in the Password field', 'enter @INVALID_PASSWORD into the "Password" field'],
    ['Type some text in the Notes field', 'enter @NOTES into the "Notes" field'],
    ['Fill in the valid email address value in the email field', 'enter @EMAIL into the "email" field'],
    ['Enter hello world in the search box', 'enter "hello world" into the "search" field'],
    ['Enter "a valid email" in the Email field', 'enter "a valid email" into the "Email" field'],
    // data that only starts like a description ("correct horse battery staple" is a password)
    ['I enter correct horse in the Password field', 'enter "correct horse" into the "Password" field'],
    ['Type wrong horse into Password', 'enter "wrong horse" into "Password"'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('never types the description itself', () => {
    for (const line of ['Enter a valid email in the Email field', 'Type some text in the Notes field', 'Enter valid data in all fields']) {
      const r = parseSteps(line);
      const typed = r.ok
        ? r.steps.flatMap((s) => (s.readings ?? [s]).map((b) => (b.kind === 'fill' && b.value.type === 'literal' ? b.value.text : '')))
        : [];
      expect(typed.filter((t) => /^(?:a valid email|some text|valid data)$/.test(t))).toEqual([]);
    }
  });
});

describe('Behat and test-plan checks of state, lists and loaded pages', () => {
  it.each<[string, ...string[]]>([
    ['And I should see unchecked the box "Email me"', 'the "Email me" checkbox is not checked'],
    ['And I select "Cards" from listing type menu', 'select "Cards" from the "listing type" dropdown'],
    ['And there\'s a "Q3 report" "File" on Shared list', 'verify that "Q3 report" in the "Shared" section is visible'],
    ['Expected Result: Orders page loads with order history displayed', 'I should be on the "Orders" page', 'I should see "order history"'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('reads no text "noneditable": the language has no such state', () => {
    expect(parseSteps('And the "Code" field is noneditable').ok).toBe(false);
  });
});

describe('an icon named by what it does', () => {
  it("never reads the quoted thing an icon belongs to as the icon's name", () => {
    const r = parseSteps('And I click on "People" aspect edit icon');
    expect(r.ok ? r.steps.flatMap((s) => s.readings ?? [s]).some((b) => b.kind === 'click' && b.target.text === 'People') : false).toBe(false);
  });
});

describe('browser-agent tasks that name the UI', () => {
  it.each<[string, ...string[]]>([
    [
      'Navigate to https://shop.example.com, log in with username ada and password s3cret',
      'go to https://shop.example.com',
      'enter "ada" into the "username" field',
      'enter "s3cret" into the "password" field',
      'click "log in"',
    ],
    ['Click the "Add to cart" button for the Blue Lamp', 'click the "Add to cart" button near "Blue Lamp"'],
    ['Type "hi" in the message input and hit send', 'enter "hi" into the "message" field', 'click "send"'],
    ['Ensure the total shows $42.00', 'I should see "$42.00"'],
    ['Check that the table has 5 rows', 'there are 5 rows'],
    ['Accept cookies', 'click the "Accept all" button'],
    ['Dismiss the modal', 'click "Close" in the dialog'],
    ['Press Escape to close the dialog', 'press "Escape"'],
    ['select First class from the Fare dropdown', 'select "First class" from the "Fare" dropdown'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('takes waiting for the page to load as no step (every action waits for it)', () => {
    expect(parseSteps('Wait for the page to load\nClick Login')).toMatchObject({ ok: true, steps: [{ kind: 'click' }] });
  });

  it('has no option by its place', () => {
    expect(parseSteps('Select the second option from the Sort dropdown').ok).toBe(false);
  });
});

describe('SpecFlow and Cucumber web steps', () => {
  it.each<[string, ...string[]]>([
    ['Then "Blue Lamp" should not be in the list', 'I should not see "Blue Lamp"'],
    ['When I switch to the "Billing" tab', 'click the "Billing" tab'],
    ['Then the first row should contain "Alice"', 'verify that "Alice" in the first row is visible'],
    ['When I submit the form', 'click the "Submit" button'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));

  it('never clicks a form as a whole', () => {
    const r = parseSteps('When I submit the form');
    expect(r.ok && r.steps.flatMap((s) => s.readings ?? [s]).some((b) => b.kind === 'click' && b.target.text === 'form')).toBe(false);
  });
});

describe('a value added to a tags field', () => {
  it.each<[string, ...string[]]>([
    ['And I add the billing tag', 'select "billing" from the "tags" dropdown'],
    ['add a "vip" label', 'select "vip" from the "labels" dropdown'],
  ])('%s', (line, ...meant) => readsAs(line, ...meant));
});
