import type { Page } from '@playwright/test';
import { expect, joinAsStudent, registerTeacher, settled, test, useTheme } from './fixtures';

// Decision 0147: with a running timer and a picked name on the wall, the top
// five rows of the leaderboard stay on a 1280×720 and a 1920×1080 screen; the pick leaves the
// wall when the teacher closes the picker; a single point reads "1 pt".

const KIDS = ['Amara', 'Bruno', 'Chloe', 'Dev', 'Elif', 'Finn'];

async function fiveInView(projector: Page, height: number) {
  const rows = projector.getByRole('list', { name: 'Top Performers' }).getByRole('listitem');
  await expect(rows).toHaveCount(KIDS.length);
  for (let i = 0; i < 5; i++) {
    await expect(rows.nth(i)).toBeInViewport({ ratio: 1 });
    const box = await rows.nth(i).boundingBox();
    expect(box, `row ${i + 1}`).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), `row ${i + 1} bottom`).toBeLessThanOrEqual(height);
  }
}

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the projector keeps five rows beside a timer and a pick (${width}×${height}, ${theme})`, async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      await useTheme(page, theme);
      const teacher = await registerTeacher(page.request);
      const kidsContext = await browser.newContext({ baseURL });
      try {
        // Balances 6, 5, 4, 3, 2, 1: every row a different place, the last one a single point.
        for (const [i, firstName] of KIDS.entries()) {
          const kid = await joinAsStudent(kidsContext.request, teacher.class.classCode, {
            firstName,
            lastName: 'Okoro',
          });
          const res = await page.request.post('/api/behaviors', {
            data: { studentId: kid.id, type: 'Hard Work', points: KIDS.length - i },
          });
          expect(res.status(), await res.text()).toBe(201);
        }
      } finally {
        await kidsContext.close();
      }
      const timer = await page.request.put(`/api/classes/${teacher.class.id}/timer`, {
        data: { seconds: 600 },
      });
      expect(timer.status(), await timer.text()).toBe(200);

      const projector = await context.newPage();
      await useTheme(projector, theme);
      await projector.setViewportSize({ width, height });
      await projector.goto('/projector');
      await expect(projector.getByTestId('projector-countdown')).toBeVisible();

      // The teacher picks on the dashboard; the wall shows the name beside the timer.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Random Picker' }).click();
      const picker = page.getByRole('dialog', { name: 'Random Picker' });
      await expect(projector.getByTestId('projector-pick')).toHaveText(/^[A-F][a-z]+ O\.$/);
      await fiveInView(projector, height);
      const rows = projector.getByRole('list', { name: 'Top Performers' }).getByRole('listitem');
      await expect(rows.nth(0)).toContainText('6 pts');
      await expect(rows.nth(5)).toContainText('1 pt');
      await expect(rows.nth(5)).not.toContainText('1 pts');
      if (process.env.SHOTS_DIR)
        await projector.screenshot({ path: `${process.env.SHOTS_DIR}/projector-${width}-${theme}.png` });

      // Closing the picker takes the name off the wall; the timer and the rows stay. The teacher
      // closes once the name has settled (the reveal re-renders the dialog many times a second).
      await expect(page.getByTestId('picked-name')).toHaveAttribute('data-revealing', 'false');
      await settled(picker);
      await picker.getByRole('button', { name: 'Close' }).click();
      await expect(picker).toBeHidden();
      await expect(projector.getByTestId('projector-pick')).toHaveCount(0);
      await expect(projector.getByTestId('projector-countdown')).toBeVisible();
      await fiveInView(projector, height);
    });
  }
}
