// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${NAME}` is a test parameter as test plans and Robot Framework write it, in plain text.
/**
 * Manual test plan and Gherkin sentences (planSentences.ts, with the data-described rules of
 * fillRule.ts and grammar.ts): lines invented in the spirit of the phrasing corpus, none copied
 * from it, each reading written in the quoted step language and compared after parsing.
 */
import { describe, expect, it } from 'vitest';
import { canon, read, readsAs } from './readingsForTests.ts';

describe('data after a colon', () => {
  it.each<[string, string]>([
    ['Fill in the "Title" field with: Quarterly Report.', 'enter "Quarterly Report" into the "Title" field'],
    ['Type the city in the "City" field: Lisbon.', 'enter "Lisbon" into the "City" field'],
    ['Enter another reviewer name: Mei Lin', 'enter "Mei Lin" into the "reviewer name" field'],
    ['- Last Name: Okafor', 'enter "Okafor" into "Last Name"'],
    ['    * Phone Number: 020 7946 0000', 'enter "020 7946 0000" into "Phone Number"'],
    ['Confirm Email: ada@example.com', 'enter "ada@example.com" into "Confirm Email"'],
    ['- Visit the shop: https://shop.example.com/', 'go to https://shop.example.com/'],
    ['Store URL: https://shop.example.com', 'go to https://shop.example.com'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('keeps a test plan label and a verb alone out of it', () => {
    expect(read('Note: the cart empties after checkout')).toBeTypeOf('string');
    expect(read('Precondition: user is registered')).toBeTypeOf('string');
    // (a verb before the colon is Momentic's step, never a field named "Click")
    expect(read('Click: Save')).toEqual([[canon('click "Save"')]]);
  });
});

describe('data described by its field', () => {
  it.each<[string, string]>([
    ['Select a country from the "Country" dropdown.', 'select @COUNTRY from the "Country" dropdown'],
    ['Choose the priority from the "Priority" dropdown', 'select @PRIORITY from the "Priority" dropdown'],
    ['Type the customer\'s email in the "Customer Email" field', 'enter @CUSTOMER_EMAIL into the "Customer Email" field'],
    ['Select a date in the "Start Date" field', 'enter @START_DATE into the "Start Date" field'],
    ['Upload a valid invoice file in the "Invoice" field', 'upload @INVOICE to the "Invoice" field'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it.each<[string, string]>([
    ["Enter valid username 'mona_l' in username field", 'enter "mona_l" into the "username" field'],
    ["Type the promo code 'SPRING25' into the Promo code box", 'enter "SPRING25" into the "Promo code" box'],
  ])('%s: the data named by its field before it and the field after', (line, meant) => readsAs(line, meant));

  it("keeps data that is not the field's own words", () => {
    readsAs('Select Portugal from the "Country" dropdown', 'select "Portugal" from the "Country" dropdown');
    readsAs('Upload "notes.pdf" to the "Invoice" field', 'upload "notes.pdf" to the "Invoice" field');
  });
});

describe('the system or a part of the page as the subject', () => {
  it.each<[string, string]>([
    ['Then the system loads the Order History page', 'I should be on the "Order History" page'],
    ['And the application displays the payment form', 'verify that the "payment" element is visible'],
    ['Then the filter panel is displayed', 'verify that the "filter" element is visible'],
    ['And the comments widget should be opened', 'verify that the "comments" element is visible'],
    ['Given I am viewing the team members list', 'I should be on the "team members list" page'],
    ['Open the web application signup page.', 'I should be on the "signup" page'],
  ])('%s', (line, meant) => readsAs(line, meant));
});

describe('words around the action', () => {
  it.each<[string, string]>([
    ['Step4-Click the Submit button', 'click the "Submit" button'],
    ['Steps2: Click the Submit button', 'click the "Submit" button'],
    ['Simply click the "Export" button', 'click the "Export" button'],
    ['the user clicks again on cancel button', 'click the "cancel" button'],
    ['Click the "Apply" button to apply the coupon.', 'click the "Apply" button'],
    ['Click + button to add a guest', 'click the "+" button'],
    ['Click "Details" on the first order', 'click the first "Details"'],
    ['Click the Edit link for the second address', 'click the second "Edit" link'],
    ['Click on the "Reports" option from the top menu.', 'click "Reports"'],
    ['Go to the left sidebar and click on "Billing"', 'click "Billing"'],
    ['the user clicks on the stock levels app', 'click "stock levels"'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('keeps "again" at the end as a repeat of the step before', () => {
    expect(read('click "Next" again')).not.toBeTypeOf('string');
  });
});

describe('twins: an element type the author did not write', () => {
  it.each<[string, string]>([
    ['When I fill in "Company" with "Acme"', 'enter "Acme" into the "Company" field'],
    ['When I fill in "Company" with "Acme"', 'enter "Acme" into "Company"'],
    ['And I press "Save draft"', 'click "Save draft"'],
    ['And I press "Save draft"', 'click the "Save draft" button'],
    ['Leave nickname empty', 'clear the "nickname" field'],
    ['I fill "Acme" into "company" element', 'enter "Acme" into "company"'],
  ])('%s reads as %s too', (line, meant) => readsAs(line, meant));

  it('gives a line written as the language writes it its one reading', () => {
    expect(read('enter "Acme" into "Company"')).toEqual([[canon('enter "Acme" into "Company"')]]);
    expect(read('press "Save draft"')[0]).not.toContain(canon('click "Save draft"'));
  });
});

describe('more of what test plans say', () => {
  it.each<[string, string[]]>([
    ['2. Enter valid credentials (email and password).', ['enter @EMAIL into the "email" field', 'enter @PASSWORD into the "password" field']],
    ['Enter valid login credentials', ['enter @USERNAME into the "username" field', 'enter @PASSWORD into the "password" field']],
    ['Enter valid username & password', ['enter @USERNAME into the "username" field', 'enter @PASSWORD into the "password" field']],
    ['Leave both Phone and Email fields blank.', ['clear the "Phone" field', 'clear the "Email" field']],
    ['Enter valid password Secr3t!', ['enter "Secr3t!" into the "password" field']],
    ['Enter wrong password: "nope123"', ['enter "nope123" into the "password" field']],
    ['Verify Monthly is selected and Yearly is deselected', ['"Monthly" should be checked', '"Yearly" should be unchecked']],
    ['Verify presence of Last name input field', ['the "Last name" field is visible']],
    ['Locate Sign up button', ['the "Sign up" button is visible']],
    ['And I am on the "home" page', ['go to /']],
    ['1. Access the signup page', ['I should be on the "signup" page']],
    ['Launch the settings page', ['I should be on the "settings" page']],
    ['Navigate back to the application.', ['go to /']],
    ['On the dashboard page, navigate to a team overview page', ['I should be on the "team overview" page']],
    ['Then I should see a page title "Your basket"', ['the title is "Your basket"']],
    ['And I check the box for "Send me news"', ['check the "Send me news" checkbox']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('keeps the whole name of a field before its data', () => {
    readsAs('Enter valid Email address', 'enter @EMAIL_ADDRESS into the "Email address" field');
  });
});

describe('Behat and manual plan idioms', () => {
  it.each<[string, string]>([
    ['Enter invalid phone format (`12ab`)', 'enter "12ab" into the "phone" field'],
    ['Then I should see "Alpha" before "Beta"', '"Alpha" above "Beta" is visible'],
    ["When I search for a court case 'Smith v Jones'", 'search for "Smith v Jones"'],
    ["Then the total due amount should be populated with '12.50'", 'the "total due amount" field should have the value "12.50"'],
    ['Given I visit the edit page for the article titled "Spring news"', 'I should be on the "Spring news" page'],
    ['And I am on the "Edit" page for team "Blue"', 'I should be on the "Blue" page'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('never takes a word about the data for the data itself', () => {
    const got = read('Enter invalid email format');
    expect(typeof got === 'string' ? [] : got.flat()).not.toContain(canon('enter "format" into the "email" field'));
    expect(typeof got === 'string' ? [] : got.flat()).toContain(canon('enter @INVALID_EMAIL_FORMAT into the "email format" field'));
  });
});

describe('agent tools, pages by name, examples as data', () => {
  it.each<[string, string]>([
    ['  - aiTap: Checkout button', 'click the "Checkout" button'],
    ["  - aiAct: click the link 'Pricing'", 'click the "Pricing" link'],
    ['  - aiAssert: The page shows a banner that says "Welcome back"', 'I should see "Welcome back"'],
    ['  - sleep: 2000', 'wait for 2000 ms'],
    ['When I go to the page named "Spring Sale"', 'I should be on the "Spring Sale" page'],
    ['Given I am on the page "Basket"', 'I should be on the "Basket" page'],
    ['Given I go to the profile of "grace"', 'I should be on the "grace" page'],
    ['The user stays on the checkout page', 'I should be on the "checkout" page'],
    ['Given a user is on the URL as https://shop.example.com/cart', 'go to https://shop.example.com/cart'],
    ['Then the user should be navigated to "https://shop.example.com/thanks" page', 'the URL is "https://shop.example.com/thanks"'],
    ['Then I should see a warning that says Your session will expire', 'I should see "Your session will expire"'],
    ['Expected Result: Payment summary page displayed with the total', 'I should be on the "Payment summary" page'],
    ['4.Click the Register buttom', 'click the "Register" button'],
    ['2. Click "Compare" on any product', 'click the first "Compare"'],
    ['Then I should see "The \\"Plan\\" field is required"', 'I should see \'The "Plan" field is required\''],
    ['5. Enter a username with fewer than 3 characters (e.g. “ab”)', 'enter “ab” into the "username" field'],
    ['4. Enter a valid postcode in UK format (e.g., SW1A 1AA)', 'enter "SW1A 1AA" into the "postcode" field'],
    ['And I fill in "Email" with a valid email', 'enter @EMAIL into "Email"'],
    ['3. Select a valid date of birth', 'select @DATE_OF_BIRTH from "date of birth"'],
    ['Choose your country', 'select @COUNTRY from the "country" dropdown'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('keeps a backslash that closes nothing as part of the name', () => {
    readsAs('click "C:\\"', 'click "C:\\"');
  });
});

describe('what a part shows, known sites, a menu without a name', () => {
  it.each<[string, string[]]>([
    ['Then I am on the detail page for article 7', ['I should be on the "detail" page']],
    ['And I am on my account settings page', ['I should be on the "account settings" page']],
    [
      '4. Fill Street, City, State/Province',
      ['enter @STREET into the "Street" field', 'enter @CITY into the "City" field', 'enter @STATE_PROVINCE into the "State/Province" field'],
    ],
    [
      'Given I have signed in with "ada@example.com/s3cret"',
      ['enter "ada@example.com" into the "email" field', 'enter "s3cret" into the "password" field', 'click "sign in"'],
    ],
    [
      'When I am logged in as "grace" with password "hopper1"',
      ['enter "grace" into the "login" field', 'enter "hopper1" into the "password" field', 'click "log in"'],
    ],
    ['- Click the “Continue as guest.”', ['click “Continue as guest”']],
    ['Badge shows "3" items', ['I should see "3"']],
    ['open youtube, search lo-fi beats', ['go to "youtube.com"', 'search for "lo-fi beats"']],
    ['Click the "Delete" button next to the address to be removed.', ['click the "Delete" button']],
    ['Select "Reports" from the dropdown.', ['click "Reports"']],
    ['Re-enter the email in the "Confirm Email" field.', ['enter @CONFIRM_EMAIL into the "Confirm Email" field']],
    ['Given a user goes to the billing app', ['I should be on the "billing" page']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('keeps a period a quoted name has in the language itself', () => {
    readsAs('click "Acme Inc."', 'click "Acme Inc."');
    expect(read('click "Acme Inc."')[0][0]).toBe(canon('click "Acme Inc."'));
    readsAs('I should see "Saved."', 'I should see "Saved."');
  });
});

describe('Gherkin of QA teams, planner specs and framework names', () => {
  it.each<[string, string[]]>([
    ['When I clicked on the Basket', ['click "Basket"']],
    ['Given I have navigated to the "shop.example.org" page', ['go to "shop.example.org"']],
    ['And Publish button should be there', ['the "Publish" button is visible']],
    ['And Delete button should not be there', ['the "Delete" button is hidden']],
    ['And enters comment "Looks good"', ['enter "Looks good" into the "comment" field']],
    ['When I enter a username of "grace"', ['enter "grace" into the "username" field']],
    ['And user input email with "ada@example.com"', ['enter "ada@example.com" into the "email" field']],
    ["    Click Button    //button[contains(.,'Akceptuję')]", ['click the "Akceptuję" button']],
    ['    Press Keys    name=search    RETURN', ['press Enter in "search"']],
    ['    Open Browser    ${BASE_URL}    chrome', ['go to @BASE_URL']],
    ['1. Navigate to Admin > User Management', ['click "Admin"', 'click "User Management"']],
    ['And feedback should be Your changes were saved.', ['I should see "Your changes were saved"']],
    ['Dashboard loads successfully with title **“My Shop.”**', ['the title is "My Shop"']],
    ['Cart page loads with heading “Your cart”', ['the "Your cart" heading is visible']],
    ['Verify header visibility', ['the "header" element is visible']],
    ['- Error message displayed (e.g., "Email is required")', ['I should see "Email is required"']],
    ['- URL contains `/account` or a similar path', ['the URL contains "/account"']],
    ['Then click CheckoutPage.placeOrderButton', ['click the "placeOrder" button']],
    ['When write "ada" into LoginPage.emailInput', ['enter "ada" into the "email" field']],
    ["  3. Click 'Remove' on the 'Blue Mug' cart row", ['click "Remove" in the row containing "Blue Mug"']],
    ['And Check error message "Wrong code."', ['I should see "Wrong code."']],
    ['Tester begins at https://shop.example.com/.', ['go to https://shop.example.com/']],
    ['Do you see a new page with the title “Checkout”?', ['the title is "Checkout"']],
    ['Check for redirection to the login page.', ['I should be on the "login" page']],
    ['And I ensure application opened', ['go to /']],
    ['1. Open the Acme application', ['go to /']],
    ['3. Enter incorrect password (e.g., "nope-123")', ['enter "nope-123" into the "password" field']],
    ['7. Enter a Number of Guests (e.g., `4`).', ['enter "4" into the "Number of Guests" field']],
    ['3. Modify the "Nickname" field (e.g., "Ace").', ['enter "Ace" into the "Nickname" field']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it("keeps a browser dialog's own words and the language's URL check", () => {
    expect(read('the alert should say "Saved"')[0][0]).toBe(canon('the dialog says "Saved"'));
    expect(read('the URL contains "/cart"')).toEqual([[canon('the URL contains "/cart"')]]);
  });
});

describe('slips of grammar, places on screen, agent strings', () => {
  it.each<[string, string[]]>([
    ['Then I visited the correct page "orders"', ['I should be on the "orders" page']],
    ['Given navigate to page "signup"', ['I should be on the "signup" page']],
    ['And I am access detail order page', ['I should be on the "detail order" page']],
    ['Then I am being directed to checkout page', ['I should be on the "checkout" page']],
    ['Then user should redirected to welcome page', ['I should be on the "welcome" page']],
    ['Then The Blue Mug should be removed from the basket', ['verify that "Blue Mug" in the "basket" section is hidden']],
    ['4. Select "Editor" or "Viewer" under Access Level.', ['select "Editor" from the "Access Level" dropdown']],
    ['3. Leave "Country" field as "-- Choose --".', ['the "Country" field should have the value "-- Choose --"']],
    ['2. In the "Billing" section, navigate to "Invoices".', ['click "Invoices" in the "Billing" section']],
    ['Click the Help button in the upper right-hand corner of the page.', ['click the "Help" button']],
    ["- 'Go to example.org and search for tide tables'", ['go to example.org', 'search for "tide tables"']],
    ['- After clicking logout, user is redirected to login page', ['I should be on the "login" page']],
    ['- Dashboard or main portal page loads successfully', ['I should be on the "Dashboard" page']],
    ["3. Typing 'red shoes' in the search input and search.", ['search for "red shoes"']],
    ['Then a dialog to rename the file should pop up', ['the dialog is visible']],
    ['And I refresh my browser', ['reload the page']],
    ['When I follow "Edit" within "table.members"', ['click "Edit" in the "table.members" section']],
    [
      'Fill in the signup form with name "Ada" and email "ada@example.com"',
      ['enter "Ada" into the "name" field', 'enter "ada@example.com" into the "email" field'],
    ],
    ['Then User enter email "" and password "s3cret"', ['enter "" into the "email" field', 'enter "s3cret" into the "password" field']],
    [
      'Login with ada/s3cret!, verify the dashboard is visible',
      ['enter "ada" into the "username" field', 'enter "s3cret!" into the "password" field', 'click "Login"', 'I should see "dashboard"'],
    ],
    [
      'When user enters details for Name on Card, Card Number, CVC',
      ['enter @NAME_ON_CARD into the "Name on Card" field', 'enter @CARD_NUMBER into the "Card Number" field', 'enter @CVC into the "CVC" field'],
    ],
    ['And I type the following value "Lisbon" on "city" field', ['enter "Lisbon" into the "city" field']],
    ['And I press enter key on "keyword" inputfield', ['press Enter in the "keyword" field']],
    ['When I click the "Pricing" menu', ['click "Pricing"']],
    ['When user clicks "Place Order" link button', ['click the "Place Order" button']],
    ['3. Enter any username', ['enter @USERNAME into the "username" field']],
    ['3. Locate cart icon in header', ['the "cart" icon in the header is visible']],
    ["2. Enter SQL payload in email field (e.g., `' OR 1=1`)", ['enter "\' OR 1=1" into the "email" field']],
    ['When I clicked on the add to basket for the first product', ['click the first "add to basket"']],
    ['Then the user should be navigated to the homepage', ['I should be on the "home" page']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('keeps going to the home page a navigation', () => {
    expect(read('I go to the home page')[0][0]).toBe(canon('go to /'));
  });
});

describe('what Joomla, LibreLingo, nopCommerce and planner specs say', () => {
  it.each<[string, string[]]>([
    ['Then I read "Wrong answer"', ['I should see "Wrong answer"']],
    ['Then I don\'t read "Choose a name"', ['I should not see "Choose a name"']],
    ['Given There is an article link', ['the "article" link is visible']],
    [
      'Then I see available tabs "Details", "Images" and "Prices"',
      ['the "Details" tab is visible', 'the "Images" tab is visible', 'the "Prices" tab is visible'],
    ],
    ['Then I get a error message for last name is required', ['I should see "last name is required"']],
    ["  4. Then the item 'Pay rent' is added to the list", ['I should see "Pay rent"']],
    ['Then I should see "Help Centre" in a link', ['the "Help Centre" link is visible']],
    ["***Verify the page has a 'LOG IN' button", ['the "LOG IN" button is visible']],
    ['Given Validate the title should be "Acme Portal"', ['the title is "Acme Portal"']],
    ['Then Validate the home page header should be "Acme Portal"', ['the "Acme Portal" heading is visible']],
    ['Then title should be Cart - My Store', ['the title is "Cart - My Store"']],
    ['Then product page title should contain "Linen Shirt"', ['the title contains "Linen Shirt"']],
    ['    - Expect: Redirects to https://shop.example.com/results?q=tea', ['the URL is "https://shop.example.com/results?q=tea"']],
    ['  1. Open the Bill Pay page after login', ['I should be on the "Bill Pay" page']],
    ['    - expect: The user returns to the Customer Login page', ['I should be on the "Customer Login" page']],
    ['When I fill Group Title as a "Editors"', ['enter "Editors" into the "Group Title" field']],
    ['When I set access level as a "Registered"', ['select "Registered" from the "access level" dropdown']],
    ['And I set the title as a "Spring"', ['enter "Spring" into the "title" field']],
    ['Click on French from the language dropdown', ['select "French" from the "language" dropdown']],
    ['When I dont enter anything into the search box field', ['clear the "search box" field']],
    ["  2. When I add 'Buy bread' and press Enter", ['type "Buy bread"', 'press Enter']],
    [
      '1. Go to login page → 2. Enter "Admin"/"admin123" → Click "Login"',
      ['I should be on the "login" page', 'enter "Admin" into the "username" field', 'enter "admin123" into the "password" field', 'click "Login"'],
    ],
    ['2. Once on the dashboard, click "logout"', ['click "logout"']],
    ['- On a “Sale” listing, click the “Buy Now” button', ['click the “Buy Now” button']],
    ['3. From the top navigation, select Reports.', ['click "Reports"']],
    ['1. Go to [Login Page](https://demo.example.com/login)', ['go to https://demo.example.com/login']],
    [
      '2. Fill in "First Name" and "Last Name" correctly',
      ['enter @FIRST_NAME into the "First Name" field', 'enter @LAST_NAME into the "Last Name" field'],
    ],
    ['****valid email, invalid password', ['enter @EMAIL into the "email" field', 'enter @INVALID_PASSWORD into the "password" field']],
    [
      'When I enter valid email and invalid password into the fields',
      ['enter @EMAIL into the "email" field', 'enter @INVALID_PASSWORD into the "password" field'],
    ],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it("keeps the language's own forms as written", () => {
    expect(read('the title should be @TITLE')[0][0]).toBe(canon('the title is @TITLE'));
    expect(read('enter Carol as manager')).toBeTypeOf('string');
    expect(read('verify that the focused dialog is visible')[0][0]).toBe(canon('verify that the focused dialog is visible'));
  });
});

describe('more of what h and i taught', () => {
  it.each<[string, string[]]>([
    ['And I introduce "ada" as "username"', ['enter "ada" into "username"']],
    ['Then I should navigate to checkout page successfully', ['I should be on the "checkout" page']],
    ['And the Order Number displayed on the page should be "A-17"', ['I should see "A-17"']],
    ['Then Validate the error message "User not found"', ['I should see "User not found"']],
    ['Click on the link to Pricing', ['click the "Pricing" link']],
    ['Locate the search box', ['the "search" field is visible']],
    ['Error: "Invalid code" appears', ['I should see "Invalid code"']],
    ['- Assert the basket icon shows “2 items”', ['I should see "2 items"']],
    ['- Assert the “Log Out” link is visible again', ['the "Log Out" link is visible']],
    ['1. Locate the order "A-17" in the list.', ['I should see "A-17"']],
    ["  4. Then 'Pay rent' is removed from the list", ['I should not see "Pay rent"']],
    ["  2. When I double-click on 'Pay rent' to enter edit mode", ['double-click "Pay rent"']],
    ['  2. Click the delete button for the todo', ['click the "delete" button']],
    ['3. Leave "Middle Name" empty.', ['clear the "Middle Name" field']],
    ['  3. Return to the account summary', ['I should be on the "account summary" page']],
    ['3. Fill in "Last Name" with a valid surname', ['enter @LAST_NAME into "Last Name"']],
    [
      'When the user enters valid admin credentials username "root" password "toor"',
      ['enter "root" into the "username" field', 'enter "toor" into the "password" field'],
    ],
    ['When I dont enter anything into email and password fields', ['clear the "email" field', 'clear the "password" field']],
    [
      '  2. Navigate to Accounts, Transfers, Statements, and Settings',
      ['click "Accounts"', 'click "Transfers"', 'click "Statements"', 'click "Settings"'],
    ],
    [
      '  2. Enter valid payee, amount, and address details',
      ['enter @PAYEE into the "payee" field', 'enter @AMOUNT into the "amount" field', 'enter @ADDRESS into the "address" field'],
    ],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('keeps going back to a window a switch of tabs', () => {
    expect(read('go back to the original window')[0]).toContain(canon('switch back to the first tab'));
    expect(read('go back to the original window')[0]).not.toContain(canon('I should be on the "original window" page'));
  });
});

describe('what j and k taught', () => {
  it.each<[string, string[]]>([
    ['1. Click on ```Add user``` button', ['click the "Add user" button']],
    ['  1. Navigate to /login page', ['go to /login']],
    ['    - expect: User is redirected to /secure page', ['the URL contains "/secure"']],
    ['- ✅ Redirected to `/admin`', ['the URL contains "/admin"']],
    ['    Given Support Portal is opened', ['go to /']],
    ['    - expect: The login page remains visible.', ['I should be on the "login" page']],
    ['3. Observe the Cart page.', ['I should be on the "Cart" page']],
    ['* Warning "Failed to sign up"', ['I should see "Failed to sign up"']],
    ['* "@email already exists" warning', ['I should see "@email already exists"']],
    ['  - "No languages found" text visible', ['I should see "No languages found"']],
    ['    And I should see "page=2" in current path', ['the URL contains "page=2"']],
    ['- ✅ Shows "Loading blog post..." initially', ['I should see "Loading blog post..."']],
    ['  2. Wait for "No matches found" or "0 places"', ['wait for "No matches found"']],
    ['  2. Toggle "Wifi" amenity on', ['click "Wifi"']],
    ['  6. Press Enter or trigger form submission', ['press Enter']],
    ['  2. Click room type trigger (`#filter-room-type`)', ['click "#filter-room-type"']],
    ['  3. Click browser back', ['go back']],
    ['2. Increase the product quantity to 3.', ['enter "3" into the "product quantity" field']],
    ['  3. Attempt to navigate directly to `/inventory.html`.', ['go to /inventory.html']],
    [
      "  3. Click the 'Add to Cart' button for the Bluetooth Headphones product",
      ['click the "Add to Cart" button in the row containing "Bluetooth Headphones"'],
    ],
    ['    - expect: A validation error states `Error: First Name is required`.', ['I should see "Error: First Name is required"']],
    ['1. Open **Admin | Data Connections**', ['click "Admin"', 'click "Data Connections"']],
    ['1. Open ```Users``` from ```Admin``` menu.', ['click "Admin"', 'click "Users"']],
    ['  1. Click "Pets allowed" and "Couples allowed"', ['click "Pets allowed"', 'click "Couples allowed"']],
    [
      '  2. Log in with `standard_user` / `secret_sauce`',
      ['enter "standard_user" into the "username" field', 'enter "secret_sauce" into the "password" field', 'click "Log in"'],
    ],
    [
      '  2. Enter `standard_user` in Username and `secret_sauce` in Password.',
      ['enter "standard_user" into "Username"', 'enter "secret_sauce" into "Password"'],
    ],
    ['   - **Title:** "Test Blog Post"', ['enter "Test Blog Post" into "Title"']],
    ['  5. Verify the user returns to the products page', ['I should be on the "products" page']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('keeps a text that shows nothing in the language as written', () => {
    expect(read('select credential "Log in" from the text that shows ""')[0][0]).toBe(
      canon('select credential "Log in" from the text that shows ""'),
    );
  });
});

describe('what d taught (measured blind first)', () => {
  it.each<[string, string[]]>([
    ['2. Select **"June"** from the "Departing" dropdown', ['select "June" from the "Departing" dropdown']],
    ['  3. Locate the field labeled "Phone"', ['the "Phone" field is visible']],
    ['  4. Gain focus on the field labeled "Phone"', ['focus on the "Phone" field']],
    ["  5. Enter phone number (555-0100) in the field labeled 'Phone'", ['enter "555-0100" into the "Phone" field']],
    ["  9. Activate the button labeled 'Register'", ['click the "Register" button']],
    ['And I click on the continue button of the checkout page', ['click the "continue" button']],
    [
      'Then I should see a link to "Help" in the main navigation menu',
      ['verify that the "Help" link in the "main navigation menu" section is visible'],
    ],
    ['  10. Verify message appears stating, "Thanks for signing up"', ['I should see "Thanks for signing up"']],
    ['- A **"Returning"** dropdown field is present', ['the "Returning" dropdown is visible']],
    ['- The message **"Sold out"** is **not** displayed', ['I should not see "Sold out"']],
    ['    3. Update Last Name: Smith Jones', ['enter "Smith Jones" into the "Last Name" field']],
    [
      '    1. Log in as Manager (boss / S3cret!)',
      ['enter "boss" into the "username" field', 'enter "S3cret!" into the "password" field', 'click "Log in"'],
    ],
    [
      "  4. Fill in First Name: 'Ada', Last Name: 'King', Zip: '10115'",
      ['enter "Ada" into "First Name"', 'enter "King" into "Last Name"', 'enter "10115" into "Zip"'],
    ],
    ['    And I edit the summary field with "Short text"', ['enter "Short text" into the "summary" field']],
    ['    And I type into search box "Main Page"', ['enter "Main Page" into the "search" field']],
    ['- **Steps:** Reload the confirmation page (F5).', ['reload the page']],
  ])('%s', (line, meant) => readsAs(line, ...meant));
});

describe('a place whose kind is said after its quoted name', () => {
  it.each<[string, string]>([
    ['And I click "Delete" in the "Bulk actions" region', 'click "Delete" in the "Bulk actions" section'],
    ['Then I should see the link "Export" in the "Report tools" group', 'verify that the "Export" link in the "Report tools" section is visible'],
  ])('%s', (line, meant) => readsAs(line, meant));
});

describe('types and waits said around a quoted name', () => {
  it.each<[string, string]>([
    ['Click on the "Trail Shoes" product name link', 'click the "Trail Shoes" link'],
    ['I press the "Retry" notification button', 'click the "Retry" button'],
    ['I wait until the page contains the text "Upload complete"', 'wait for "Upload complete"'],
    ['Then I should be on a page with title "Order history"', 'the title is "Order history"'],
    ["Choose 'Medium' size", 'select "Medium" from the "size" dropdown'],
    ["Choose 'Medium' size", 'click "Medium"'],
  ])('%s', (line, meant) => readsAs(line, meant));
});

describe("test plans' numbering, alternatives and states around a page", () => {
  it.each<[string, string[]]>([
    ['3. 2. Navigate to the signup page.', ['I should be on the "signup" page']],
    ['4. 3. Revisit the application root.', ['go to /']],
    ["Click the primary 'Continue' / 'Next' button", ['click the "Continue" button']],
    ['Click Back/Cancel/Close', ['click "Back"']],
    [
      "Fill the email field with 'ada@example.com' and the code field with '4411'",
      ['enter "ada@example.com" into the "email" field', 'enter "4411" into the "code" field'],
    ],
    ['Leave name and phone empty', ['clear the "name" field', 'clear the "phone" field']],
    ['Expected Result: The user is redirected to the inbox and successfully logged in.', ['I should be on the "inbox" page']],
    ['Expected Result: User is registered and taken to the welcome page.', ['I should be on the "welcome" page']],
    ['Enter a zip code (example: 123)', ['enter "123" into the "zip code" field']],
    ['- No warning message is displayed', ['I should not see "warning"']],
    ['- expect: The user is taken to `/orders`.', ['the URL contains "/orders"']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('never counts every text of the page', () => {
    expect(JSON.stringify(read('No message is shown'))).not.toContain('there are 0 texts');
  });
});

describe('Markdown emphasis, quoted addresses and places', () => {
  it.each<[string, string]>([
    ['- **Send** button is **disabled** (message is empty).', 'the "Send" button should be disabled'],
    ['- **Undo** link is **not visible** (nothing to undo).', 'the "Undo" link should be hidden'],
    ['- Bad code → Show message: *"Code expired."*', 'I should see "Code expired."'],
    ['1. Navigate to the shop page: `https://shop.example.com/`', 'go to https://shop.example.com/'],
    ['2. Refresh the page again', 'reload the page'],
    ['Then "Lamp" is shown in the "Basket summary"', 'verify that "Lamp" in the "Basket summary" section is visible'],
    ['When User enters valid city "Oslo" into Destination field', 'enter "Oslo" into the "Destination" field'],
  ])('%s', (line, meant) => readsAs(line, meant));
});

describe("a planner's expectations of several things", () => {
  it.each<[string, string[]]>([
    ['- expect: Save button should be visible and enabled', ['verify that the "Save" button is visible', 'verify that the "Save" button is enabled']],
    ['- expect: Home, Orders, and Sign out are visible.', ['I should see "Home"', 'I should see "Orders"', 'I should see "Sign out"']],
    ['- expect: The Email and Code fields are empty', ['the "Email" field should be empty', 'the "Code" field should be empty']],
    ['- expect: The Save button is visible again', ['verify that the "Save" button is visible']],
    ['- expect: The user stays on the cart page and is not redirected to checkout', ['I should be on the "cart" page']],
  ])('%s', (line, meant) => readsAs(line, ...meant));
});

describe('steps said with who does them, when, and what is looked at', () => {
  it.each<[string, string[]]>([
    ['5. Enter Email, leave Phone empty, click `Next`', ['enter @EMAIL into the "Email" field', 'clear the "Phone" field', 'click "Next"']],
    ["Additionally enter City 'Oslo'", ['enter "Oslo" into the "City" field']],
    ["Enter 'ada' into the Login field only", ['enter "ada" into the "Login" field']],
    ['Verify that the user is able to click on the Help link when the menu is open', ['click the "Help" link']],
    ['As a Guest user, select “Checkout” and note the fields shown.', ['click "Checkout"']],
  ])('%s', (line, meant) => readsAs(line, ...meant));
});

describe('test data, logins told done, errors got and pages one is in', () => {
  it.each<[string, string[]]>([
    ['4. Select room type as in test data.', ['select @ROOM_TYPE from the "room type" dropdown']],
    ['Enter the arrival date as per test data', ['enter @ARRIVAL_DATE into the "arrival date" field']],
    [
      'Given the user is logged in with email or username "ada" and password "pw1"',
      ['enter "ada" into the "email or username" field', 'enter "pw1" into the "password" field', 'click "log in"'],
    ],
    ['When I fill-in the field "Author" with the term "Austen"', ['enter "Austen" into the "Author" field']],
    ['Then I should get error "Name is taken"', ['I should see "Name is taken"']],
    ['Then the user should be in the settings page', ['I should be on the "settings" page']],
    ['Leave the Phone field completely empty', ['clear the "Phone" field']],
    ['Then I should see exactly 4 rows', ['there are 4 rows']],
  ])('%s', (line, meant) => readsAs(line, ...meant));
});

describe('tabs active, forced clicks, titles that remain and examples in brackets', () => {
  it.each<[string, string]>([
    ['the "Billing" tab should be active', 'verify that the "Billing" tab is checked'],
    ['force click the "Dismiss" button', 'click the "Dismiss" button'],
    ["- expect: Page title remains 'Acme Store'", 'the title is "Acme Store"'],
    ['Enter a work email (e.g., ada@example.com) in the contact field.', 'enter "ada@example.com" into the "contact" field'],
  ])('%s', (line, meant) => readsAs(line, meant));

  it('never reads a state word as the name of a tab or a button', () => {
    expect(JSON.stringify(read('the Save button should be active'))).not.toContain('"active" button');
  });
});

describe('test data, examples, imperative navigation and numbered parts', () => {
  it.each<[string, string[]]>([
    ['1. Launch the booking application using URL as in test data.', ['go to /']],
    [
      '2. Login to the application using username and password as in test data.',
      ['enter @USERNAME into the "username" field', 'enter @PASSWORD into the "password" field', 'click "Login"'],
    ],
    ['Enter an already registered Email (e.g., ada@example.com).', ['enter "ada@example.com" into the "Email" field']],
    ['Enter an invalid username (e.g., symbols "#$%").', ['enter "#$%" into the "username" field']],
    ['1. Open browser and navigate to AcmeShop URL.', ['go to /']],
    ['Navigate to https://shop.example.com/login', ['go to https://shop.example.com/login']],
    [
      '3. Fill in title, priority, due date, and notes',
      [
        'enter @TITLE into the "title" field',
        'enter @PRIORITY into the "priority" field',
        'enter @DUE_DATE into the "due date" field',
        'enter @NOTES into the "notes" field',
      ],
    ],
    ['Enter `<b>bold</b>` in the comment field', ['enter "<b>bold</b>" into the "comment" field']],
    ["2. Enter 'ada@' in email field and submit", ['enter "ada@" into the "email" field', 'press Enter']],
    ['- Steps: (1) Type "Milk" in `.new-item` input, (2) Press Enter', ['enter "Milk" into the ".new-item" field', 'press Enter']],
    ['- Empty email → Show message: *"Email is required."*', ['I should see "Email is required."']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('never reads a plain "navigate to" an address as a check of the address', () => {
    expect(read('Navigate to https://shop.example.com/login')).toEqual([['go to "https://shop.example.com/login"']]);
  });
});

describe('what p, q, r and s taught', () => {
  it.each<[string, string[]]>([
    ['Then I should be on the "/orders/new" page', ['the URL contains "/orders/new"']],
    ['Then I should not see any invoices', ['there are 0 "invoice" elements']],
    ['Then I should see exactly 4 search hits', ['there are 4 "search hit" elements']],
    ['Tap bell icon and then "Mark all read"', ['click the "bell" icon', 'click "Mark all read"']],
    ['Click the Email field and type `ada@example.com`', ['enter "ada@example.com" into the "Email" field']],
    ['Fill the city field with ${cityName}', ['enter @cityName into the "city" field']],
    ['Enter Password as hunter2', ['enter "hunter2" into the "Password" field']],
    ['Enter ${mail} as the email', ['enter @mail into the "email" field']],
    ['- expect: Invoice List page displayed', ['I should be on the "Invoice List" page']],
    ['type stored value "orderId" into "Order"', ['enter {{orderId}} into "Order"']],
    ['Look up a city    Porto', ['look up a city "Porto"']],
    ['Sign In    ${NAME}    ${PASS}', ['enter @NAME into the "username" field', 'enter @PASS into the "password" field', 'click "sign in"']],
    ["And input('#search', 'lamps')", ['enter "lamps" into "#search"']],
    ["Given driver 'https://shop.example.com'", ['go to https://shop.example.com']],
    ["When click('#buy')", ['click "#buy"']],
    ['Publish draft', ['click "Publish draft"']],
    ['When I save the form', ['click "Save"']],
    ['Fill `data-test="email"` with `ada@example.com`', ['enter "ada@example.com" into "[data-test=\'email\']"']],
    ['- `data-test="toast"` is **not** present', ['verify that the "[data-test=\'toast\']" element is hidden']],
    // (a path is the site's address with that path: generation resolves it against the test's website)
    ['Then the page URL should be "/checkout"', ['the URL is "/checkout"']],
    ['Given I visit the /reports?page=2 page', ['go to /reports?page=2']],
    ['When I request /admin/blocks', ['go to /admin/blocks']],
    ['Then I press "Delete"', ['click the "Delete" button']],
    ['And I wait for the popup to appear', ['wait for the dialog']],
    ['Click "Archive" for Quarterly Report', ['click "Archive" in the row containing "Quarterly Report"']],
    ['“Passwords do not match.”', ['I should see "Passwords do not match."']],
    ['> **Card declined**', ['I should see "Card declined"']],
    ['Enter "4111"', ['enter "4111" into the focused element']],
    ['No "Order failed" message appears.', ['I should not see "Order failed"']],
    ['Hover and click Account', ['hover over "Account"', 'click "Account"']],
    ['Display the release notes', ['I should see "release notes"']],
    ['Checkout page is appear', ['I should be on the "Checkout" page']],
    ['Then we expect 2 matches', ['there are 2 "match" elements']],
    ['Click an element that contains "Billing"', ['click "Billing"']],
    ['Tap "Inbox" then "Archived"', ['click "Inbox"', 'click "Archived"']],
    ['Klik Simpan', ['click "Simpan"']],
    ['input password    password=s3cret', ['enter "s3cret" into the "password" field']],
    ['Verify Current Url Is Orders Url', ['I should be on the "Orders" page']],
    ['Verify invoices page', ['I should be on the "invoices" page']],
    ['Confirm /orders/done page', ['the URL contains "/orders/done"']],
    ['It should go back to Reports page.', ['I should be on the "Reports" page']],
    ['Enter new patient Surname <Surname>', ['enter "<Surname>" into the "Surname" field']],
    ['choose colour', ['select @COLOUR from the "colour" dropdown']],
    ['And the user enters "" on "nickname"', ['clear "nickname"']],
    ['And "12%" "text" should exist in the "Ana" "table_row"', ['verify that "12%" in the row containing "Ana" is visible']],
    ['And I should see "Done" in the ".status-box" "css_element"', ['verify that "Done" in the ".status-box" section is visible']],
    ["await aiTap('Place order');  // the last step", ['click "Place order"']],
    ["await aiInput('ada', 'Login field');", ['enter "ada" into the "Login" field']],
    ['go to shop.example.com and see "Deals"', ['go to "shop.example.com"', 'I should see "Deals"']],
    ['click "Next button" using ai', ['click the "Next" button']],
    ['Click on " Sign up "', ['click "Sign up"']],
    ['Warning message displayed: "Session expired"', ['I should see "Session expired"']],
    ['Redirected to billing page', ['I should be on the "billing" page']],
    ['User redirected to /thanks.html showing the order', ['the URL contains "/thanks.html"']],
    ['Badge shows number 4', ['I should see "4"']],
    ['Click "Delete" on Monthly Report', ['click "Delete" near "Monthly Report"']],
    ['- click: the Export button in the reports card', ['click the "Export" button in the "reports" section']],
    ['- checkPageContains: Invoice sent', ['I should see "Invoice sent"']],
    ['- checkPageDoesNotContain: build-42', ['I should not see the text "build-42"']],
    ['- click: the Weekly option in the period dropdown', ['select "Weekly" from the "period" dropdown']],
    ['- navigate: "{{env.BASE_URL}}/settings"', ['go to /settings']],
    ['Clear the Title field and enter "Q3 plan"', ['clear the "Title" field', 'enter "Q3 plan" into the "Title" field']],
    ['Find and click the export button', ['click the "export" button']],
    ['Verify the toast message is no longer visible', ['I should not see "toast"']],
    ['Then the modal closes', ['verify that the dialog is hidden']],
    ['Click the save or submit button to finish', ['click the "save" button']],
    ['Search for a product', ['search for @PRODUCT']],
    ['And "#cookie-banner" "css_element" should not exist', ['verify that the "#cookie-banner" element is hidden']],
    ['And I click on ".edit-icon" "css_element" in the "Unit 2" "table_row"', ['click ".edit-icon" in the row containing "Unit 2"']],
    ['And I navigate to "Users > Accounts" in site administration', ['click "Site administration"', 'click "Users"', 'click "Accounts"']],
    ['And I expand all fieldsets', ['click "Expand all"']],
    ['And the field "maxgrade" matches value "10"', ['the "maxgrade" field should have the value "10"']],
    [
      'And "Ann" row "Email" column of "participants" table should contain "ann@example.com"',
      ['verify that "ann@example.com" in the table row containing "Ann" and column "Email" is visible'],
    ],
    ['When I click the "plan-basic" radiobutton', ['check the "plan-basic" radio button']],
    ['When I click the "terms" checkbox', ['check the "terms" checkbox']],
    ['Then I enter my membership number', ['enter @MEMBERSHIP_NUMBER into the "membership number" field']],
    ['Then I should see the order history page', ['I should be on the "order history" page']],
    ['When I am on "the account settings page"', ['I should be on the "account settings" page']],
    ['Then I should be on "the reports overview page"', ['I should be on the "reports overview" page']],
    ['Then I choose a Blood Type of "O+"', ['select "O+" from the "Blood Type" dropdown']],
    ['And I select "Grades" from secondary navigation', ['click "Grades" in the "secondary navigation" section']],
    ['When I am on the "Maths" Course page', ['I should be on the "Maths" page']],
    ['1. Navigate to orders page (`/orders`)', ['go to /orders']],
    ['- User is redirected to sign in page (`/signin`)', ['the URL contains "/signin"']],
    [
      'Enter valid email and wrong password, submit.',
      ['enter @EMAIL into the "email" field', 'enter @WRONG_PASSWORD into the "password" field', 'click "submit"'],
    ],
    ['Profile saved successfully; redirected to account page', ['I should be on the "account" page']],
    ['Payment successful; user lands on receipt', ['I should be on the "receipt" page']],
    ['Click Basket → Enter Coupon → Proceed', ['click "Basket"', 'enter @COUPON into the "Coupon" field', 'click "Proceed"']],
    ['Error shown: "Name is too long"', ['I should see "Name is too long"']],
    ['User proceeds to shipping page', ['I should be on the "shipping" page']],
    ["Click 'Profile' > Select 'Sign out' > Click 'OK'", ['click "Profile"', 'select "Sign out"', 'click "OK"']],
  ])('%s', (line, meant) => readsAs(line, ...meant));

  it('leaves out a status only beside a check, never alone', () => {
    expect(read('Order saved')).toBeTypeOf('string');
    expect(read('Order saved; click "Next"')).toBeTypeOf('string');
  });

  it('keeps a code comment in a quoted text, and a field never clicked', () => {
    readsAs('Then I should see "call(1)// done"', 'I should see "call(1)// done"');
    expect((read('open the Email field') as string[][]).flat()).not.toContain(canon('click the "Email" field'));
  });

  it('never reads a sentence spaced twice as a keyword with data', () => {
    expect(read('type  into the name field')).not.toEqual([['enter "into the name field" into the focused element']]);
  });
});
