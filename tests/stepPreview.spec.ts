/** Issue 17 item 7: the test form shows how each line of the description is read, and a suggestion is one click to apply. */
import { expect, test } from '@playwright/test';
import { createProject } from './support/api';

test('the description shows how each step is read or why not; a suggestion replaces its step in one click', async ({ page }) => {
  const projectId = await createProject(page.request, `Preview ${Date.now()}`);
  await page.goto(`/tests/${projectId}`);
  await page.getByRole('button', { name: 'New test' }).click();
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.pressSequentially('Click the Save button\nfrobnicate the Buy button');
  const preview = page.getByRole('region', { name: 'How the steps are read' });
  const steps = preview.getByRole('listitem');
  // The unquoted line is read, its preferred reading in the quoted step language first.
  await expect(steps.nth(0)).toContainText('Line 1: Click the Save button');
  await expect(steps.nth(0)).toContainText('Read as click the "Save" button');
  // The line it cannot read says why, and offers a rewrite that parses.
  await expect(steps.nth(1)).toContainText('"frobnicate the Buy button" is not in the step language');
  const use = steps.nth(1).getByRole('button', { name: /^Use: / });
  const suggestion = (await use.textContent())!.replace(/^Use: /, '');
  await use.click();
  await expect(description).toHaveValue(`Click the Save button\n${suggestion}`);
  await expect(steps.nth(1)).toContainText(`Line 2: ${suggestion}`);
  await expect(steps.nth(1)).toContainText('Read as');
  await expect(preview.getByText('is not in the step language')).toHaveCount(0);
});
