import { expect, registerTeacher, test, uniqueEmail } from './fixtures';

// Changing the account email and deleting the account need the current password.

test('changing the email asks for the current password and refuses a wrong one', async ({ page, guard }) => {
  guard.allow(/400/);
  const account = await registerTeacher(page.request);
  await page.goto('/account-settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Email')).toHaveValue(account.email);

  // The field appears only once the email changes.
  await expect(profile.getByLabel('Current Password')).toHaveCount(0);
  const newEmail = uniqueEmail('moved');
  await profile.getByLabel('Email').fill(newEmail);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Enter your current password to change your email')).toBeVisible();

  await profile.getByLabel('Current Password').fill('not-my-password');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  const unchanged = await (await page.request.get('/api/auth/me')).json();
  expect(unchanged.teacher.email).toBe(account.email);

  await profile.getByLabel('Current Password').fill(account.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  // The new address is used once its mailed link is opened (docs/decisions/0047).
  await expect(page.getByText(`Changing to ${newEmail}: open the link we sent there.`)).toBeVisible();
  const moved = await (await page.request.get('/api/auth/me')).json();
  expect(moved.teacher).toMatchObject({ email: account.email, pendingEmail: newEmail });
  // The link can be sent again: to the pending address (decision 0115).
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`A new link is on its way to ${newEmail}.`, { exact: true })).toBeVisible();
});

test('an unconfirmed address offers to send its link again', async ({ page }) => {
  const account = await registerTeacher(page.request);
  await page.goto('/account-settings');
  await expect(page.getByText('Unverified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('Link sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`A new link is on its way to ${account.email}.`, { exact: true }),
  ).toBeVisible();
});

test('deleting the account needs the current password', async ({ page, guard }) => {
  guard.allow(/400/);
  const account = await registerTeacher(page.request);
  // The page's live-update stream is open before the account goes: a stream request still
  // queued in the browser when the session ends would rightly be refused with a 401.
  const stream = page.waitForResponse((res) => res.url().endsWith('/api/events') && res.status() === 200);
  await page.goto('/account-settings');
  await stream;
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Yes, Delete My Account' });
  await expect(confirm).toBeDisabled();

  await dialog.getByLabel('Current Password').fill('not-my-password');
  await confirm.click();
  await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).kind).toBe('teacher');

  await dialog.getByLabel('Current Password').fill(account.password);
  await confirm.click();
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const signIn = await page.request.post('/api/teachers/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);
});

test('the footer shows the version the server runs', async ({ page }) => {
  await registerTeacher(page.request);
  const { version } = await (await page.request.get('/api/health')).json();
  await page.goto('/account-settings');
  await expect(page.getByText(`Remote Chalk version ${version}`, { exact: true })).toBeVisible();
});
