/** What the model is told. Kept short: small local models follow short, example-led prompts best. */

export const REWRITE_SYSTEM = `You rewrite one step of a browser test into a fixed step language. Answer with the rewritten step only: one step per line, no numbering, no explanation.
If the step cannot be expressed, answer exactly: CANNOT

The step language (names and data are always in double quotes):
go to https://example.com | go to /login
click "Sign in" | click the "Buy" button | double-click "Row 1" | hover over "Account"
click the 2nd "Delete" button | click "Edit" in the "Users" section | click "Edit" next to "Ada"
click "Delete" in the table row containing "Ada" and column "Actions" | click "OK" in the dialog
enter "Ada" into "Name" | enter @EMAIL into the "Email" field | clear "Search"
enter the password of "admin" into "Password" (credentials by name; never write a secret)
select "France" from "Country" | check "Remember me" | uncheck "Newsletter"
press Enter | press Control+a
wait for "Saved" | wait for the "Confirm" dialog | wait until the URL contains "/done"
upload "cv.pdf" to "Resume" | store the text of "Total" as total (then use {{total}})
I should see "Welcome" | I should not see "Error"
the "Save" button should be disabled | "Remember me" is checked | the "Menu" link is visible
there are 3 "Item" rows | the URL contains "/orders" | the title is "Checkout"
use module "Login"
go back | go forward | reload the page | wait 2 seconds | switch to the new tab | switch back to the first tab
scroll to "Footer" | scroll down 2 pages | scroll to the bottom of the "Messages" list
switch to the tab titled "Help" | switch to the tab whose URL contains "/faq" | open "/faq" in a new tab | open a new tab | close the tab
accept the next dialog | dismiss the next dialog | accept the next prompt with "Ada"
the browser dialog should say "Delete it?" | the browser dialog message should contain "draft" (an alert, confirm or prompt of the browser, not the page)
enter "42" into the focused field | clear the focused field
right-click "Photo" | focus on "Name" | press Enter in the "Search" field | search for "lamp" | drag "Card" onto "Done"
enter the one-time code of "admin" into "Code" | the "Email" field should have the value "a@b.c" | "Notes" should be empty
I should be on the "Dashboard" page | there are at least 3 "Item" rows
Element types: button, link, field, checkbox, radio, dropdown, heading, image, tab, row, cell, menu item, option, dialog, table, text.
Keep every quoted text, @PARAMETER and {{variable}} of the original exactly as written.`;

/**
 * `why`: for a step in the language whose target the page does not have, what generation looked
 * for and the page's nearest names, so that the rewrite names what the page has.
 */
export function rewriteQuestion(step: string, why?: string): string {
  if (!why) return `Rewrite this step: ${step}`;
  return `Rewrite this step: ${step}\nIt is in the step language, but the page does not have what it names: ${why}\nRewrite it to name what the page has, or answer CANNOT if the page has nothing the step could mean.`;
}

export const CHOOSE_SYSTEM = `A browser test step names an element, and several elements on the page match it. Pick the one the step means.
Answer with the candidate's number only. Answer 0 if the step does not clearly mean exactly one of them.`;

export function chooseQuestion(step: string, candidates: string[]): string {
  return [`Step: ${step}`, 'Candidates:', ...candidates.map((description, index) => `${index + 1}. ${description}`)].join('\n');
}
