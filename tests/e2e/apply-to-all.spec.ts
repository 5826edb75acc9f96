import { applyToWholeClass, openWithTrialClass, toast } from './dashboard-helpers';
import { expect, test } from './fixtures';

// The class-wide actions of the dashboard (decisions 0017 and 0080): Apply to All clears the chosen behaviour
// and can be undone, and Trial Class opens the one trial class again instead of making another.

test('Apply to All clears the chosen behaviour and can be undone; Trial Class clicked again opens the same class', async ({
  page,
}) => {
  await openWithTrialClass(page);
  const classes = async () =>
    ((await (await page.request.get('/api/classes')).json()) as { id: number; name: string }[]).filter(
      (c) => c.name === 'Remote Chalk Trial class',
    );
  const [trial] = await classes();
  const balances = async () =>
    (
      (await (await page.request.get(`/api/students?classId=${trial.id}`)).json()) as { balance: number }[]
    ).map((s) => s.balance);

  const select = await applyToWholeClass(page, 'Hard Work (+2)');
  await expect(toast(page, 'Class-wide Behavior Applied')).toBeVisible();
  await expect(select).toHaveValue('');
  await expect.poll(balances).toEqual(Array(20).fill(2));

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Action Undone')).toBeVisible();
  await expect.poll(balances).toEqual(Array(20).fill(0));

  await page.getByRole('button', { name: 'Trial Class', exact: true }).click();
  await expect(toast(page, 'Opened your Remote Chalk Trial class')).toBeVisible();
  expect(await classes()).toHaveLength(1);
});
