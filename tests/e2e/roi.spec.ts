/**
 * /roi-calculator (SPEC 2.7, 5, 8, 9): results hidden until 'Calculate ROI', the numbers for every
 * complexity, keyboard-operable sliders paired with number fields, the advanced options, inputs in
 * the URL, 'email results' (stored as a lead), a real PDF download, the no-JavaScript GET form and
 * axe at phone and desktop widths.
 */
import { readFile } from 'node:fs/promises';
import { isPdf, pdfText } from '../helpers/pdf-text.ts';
import { expect, expectNoAxeViolations, hydrated, jsonColumn, test, toast } from './fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL ?? '' }]);
});

const results = (page: import('@playwright/test').Page) => page.getByTestId('roi-results');

async function calculate(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Calculate ROI' }).click();
  await expect(results(page)).toBeVisible();
}

/** The value shown for a result label in the results list. */
const resultValue = (page: import('@playwright/test').Page, label: string) =>
  results(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('ROI calculator', () => {
  test('keeps the results hidden until Calculate ROI, then shows the worked example', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/roi-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ROI Calculator');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByText('Your results will appear here')).toBeVisible();
    await hydrated(page);

    await calculate(page);
    await expect(results(page).getByRole('heading', { name: 'Your estimated return' })).toBeFocused();
    const expected: [string, string][] = [
      ['Monthly process cost', '$15,400'],
      ['Annual process cost', '$184,800'],
      ['Estimated annual savings', '$129,360'],
      ['Implementation time', '8 weeks'],
      ['Implementation cost', '$16,000'],
      ['Productivity gain', '80%'],
      ['Break-even', '2 months'],
      ['First-year ROI', '708.5%'],
    ];
    for (const [label, value] of expected) await expect(resultValue(page, label)).toHaveText(value);
    await expect(page.getByTestId('roi-savings')).toHaveText('$129,360');
    await expect(page.getByTestId('roi-roi')).toHaveText('708.5%');
    await expect(page.getByTestId('roi-break-even')).toHaveText('2 months');

    const chart = results(page).getByRole('img', { name: 'Cumulative savings against implementation cost' });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(
      'Cumulative savings grow by $10,780 a month and pass the $16,000 implementation cost in month 2, reaching $129,360 after 12 months.',
    );
    await expect(chart.getByTestId('break-even-marker')).toContainText('Break-even: month 2');
    await expect(page).toHaveURL(/calculate=1/);
  });

  for (const [complexity, savings, weeks, gain, breakEven, roi] of [
    ['Low', '$147,840', '4 weeks', '90%', '1 month', '1,748%'],
    ['Medium', '$129,360', '8 weeks', '80%', '2 months', '708.5%'],
    ['High', '$110,880', '12 weeks', '70%', '3 months', '362%'],
  ] as const) {
    test(`computes ${complexity.toLowerCase()} complexity by SPEC 9's table`, async ({ page }) => {
      await page.goto('/roi-calculator');
      await hydrated(page);
      await page.getByRole('radio', { name: complexity }).check();
      await calculate(page);
      await expect(resultValue(page, 'Monthly process cost')).toHaveText('$15,400');
      await expect(resultValue(page, 'Estimated annual savings')).toHaveText(savings);
      await expect(resultValue(page, 'Implementation time')).toHaveText(weeks);
      await expect(resultValue(page, 'Productivity gain')).toHaveText(gain);
      await expect(resultValue(page, 'Break-even')).toHaveText(breakEven);
      await expect(resultValue(page, 'First-year ROI')).toHaveText(roi);
      await expect(page).toHaveURL(new RegExp(`complexity=${complexity.toLowerCase()}`));
    });
  }

  test('sliders work from the keyboard and stay in step with their number fields and the results', async ({ page }) => {
    await page.goto('/roi-calculator');
    await hydrated(page);
    const slider = page.getByRole('slider', { name: 'Hours per process run' });
    const field = page.getByRole('spinbutton', { name: 'Hours per process run' });
    await expect(slider).toHaveAttribute('aria-valuemin', '1');
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '21');
    await expect(field).toHaveValue('21');
    await page.keyboard.press('End');
    await expect(field).toHaveValue('100');
    await page.keyboard.press('Home');
    await expect(field).toHaveValue('1');

    const rate = page.getByRole('spinbutton', { name: 'Hourly labour cost' });
    await rate.fill('250');
    await rate.blur();
    await expect(rate).toHaveValue('100');
    await expect(page.getByRole('slider', { name: 'Hourly labour cost' })).toHaveAttribute('aria-valuenow', '100');
    await rate.fill('3');
    await rate.press('Enter');
    await expect(rate).toHaveValue('15');

    await field.fill('10');
    await calculate(page);
    // 10 h x $15 x 22 runs.
    await expect(resultValue(page, 'Monthly process cost')).toHaveText('$3,300');
    await page.getByRole('slider', { name: 'Runs per month' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(resultValue(page, 'Monthly process cost')).toHaveText('$3,150');
  });

  test('has an advanced-options section that opens and closes', async ({ page }) => {
    await page.goto('/roi-calculator');
    await hydrated(page);
    const employees = page.getByRole('spinbutton', { name: 'Employees involved' });
    await expect(employees).toBeHidden();
    await page.getByText('Advanced options').click();
    await expect(employees).toBeVisible();
    await expect(employees).toHaveValue('5');
    await expect(page.getByRole('slider', { name: 'Employees involved' })).toHaveAttribute('aria-valuemax', '50');
    await page.getByText('Advanced options').click();
    await expect(employees).toBeHidden();
  });

  test('keeps the inputs in the URL, so a result can be shared and reloaded', async ({ page }) => {
    await page.goto('/roi-calculator');
    await hydrated(page);
    await page.getByRole('spinbutton', { name: 'Runs per month' }).fill('40');
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Customer Service');
    await calculate(page);
    await expect(page).toHaveURL(/frequency=40/);
    await expect(page).toHaveURL(/department=Customer\+Service/);
    const shared = page.url();

    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(results(other)).toBeVisible();
    // 20 h x $35 x 40 runs = $28,000 a month.
    await expect(resultValue(other, 'Monthly process cost')).toHaveText('$28,000');
    await expect(other.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(other.getByRole('combobox', { name: 'Department' })).toHaveValue('Customer Service');
    await other.close();

    // Changes after calculating follow into the URL as well.
    await page.getByRole('spinbutton', { name: 'Runs per month' }).fill('41');
    await expect(page).toHaveURL(/frequency=41/);
    await page.goto(page.url());
    await expect(resultValue(page, 'Monthly process cost')).toHaveText('$28,700');
  });

  test('on a slow phone, Calculate right after a change keeps the results focused; back and forward still restore', async ({
    page,
  }) => {
    // A CPU 8 times slower: the inputs' URL update, 400 ms after the change, lands while Calculate's is
    // under way, and was taken for a change from outside (the results closed and reopened unfocused).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/roi-calculator');
    await hydrated(page);
    const heading = results(page).getByRole('heading', { name: 'Your estimated return' });
    // The inputs' URL update (the first data request without calculate=1) is held until Calculate is
    // pressed, then both go on.
    let releaseInputsUpdate = () => {};
    const inputsUpdateSent = new Promise<void>((sent) => {
      void page.route(
        /\/roi-calculator\.data\?(?!.*calculate=1)/,
        async (route) => {
          await new Promise<void>((release) => {
            releaseInputsUpdate = release;
            sent();
          });
          await route.continue();
        },
        { times: 1 },
      );
    });
    await page.getByRole('radio', { name: 'High' }).check();
    await inputsUpdateSent;
    releaseInputsUpdate();
    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/complexity=high.*calculate=1/);
    await page.waitForLoadState('networkidle');
    await expect(heading).toBeFocused();
    await expect(resultValue(page, 'Break-even')).toHaveText('3 months');

    // History is still the visitor's: back to before Calculate, and forward again.
    await page.goBack();
    await expect(results(page)).toHaveCount(0);
    await page.goForward();
    await expect(resultValue(page, 'Break-even')).toHaveText('3 months');
    await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
  });

  test("'email results' asks for an address, then stores the lead and confirms", async ({ page, database }) => {
    await page.goto('/roi-calculator');
    await hydrated(page);
    await calculate(page);
    await page.getByRole('button', { name: 'Email results' }).click();
    await expect(
      toast(page, 'Email Required', 'Please enter your email address to receive the results.'),
    ).toBeVisible();

    const address = `cfo-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'Your email address' }).fill(address);
    await page.getByRole('button', { name: 'Email results' }).click();
    await expect(toast(page, 'ROI Analysis Sent', `Your ROI analysis has been sent to ${address}.`)).toBeVisible();

    const lead = await database.db.selectFrom('leads').selectAll().where('email', '=', address).executeTakeFirst();
    expect(lead?.kind).toBe('roi_email');
    expect(jsonColumn(lead?.payload)).toMatchObject({
      inputs: { processHours: 20, hourlyRate: 35, frequency: 22, complexity: 'medium' },
      results: { monthlyCost: 15400, breakEvenMonths: 2 },
    });
    const email = await database.db
      .selectFrom('outbox')
      .selectAll()
      .where('related_id', '=', lead?.id ?? '')
      .executeTakeFirst();
    expect(email).toMatchObject({ to_address: address, subject: 'Your automation ROI analysis from Brightflow' });
  });

  test('downloads a real PDF of the analysis and confirms it', async ({ page }) => {
    await page.goto('/roi-calculator');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Low' }).check();
    await calculate(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('brightflow-roi-analysis.pdf');
    const pdf = await readFile((await download.path()) as string);
    expect(isPdf(pdf)).toBe(true);
    const text = pdfText(pdf);
    for (const value of ['$15,400', '$184,800', '$147,840', '4 weeks', '90%', '1 month', '1,748%', 'Low']) {
      expect(text).toContain(value);
    }
    await expect(
      toast(page, 'PDF Downloaded', 'Your ROI analysis PDF has been downloaded successfully.'),
    ).toBeVisible();
  });
});

test.describe('ROI calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is a GET form: Calculate ROI puts the inputs in the URL and the server renders the results', async ({
    page,
  }) => {
    await page.goto('/roi-calculator');
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('slider')).toHaveCount(0);
    await page.getByRole('spinbutton', { name: 'Hours per process run' }).fill('10');
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByRole('button', { name: 'Calculate ROI' }).click();
    await expect(page).toHaveURL(/processHours=10.*calculate=1|calculate=1.*processHours=10/);
    // 10 h x $35 x 22 runs = $7,700 a month; 60% of a year's cost saved.
    await expect(resultValue(page, 'Monthly process cost')).toHaveText('$7,700');
    await expect(resultValue(page, 'Estimated annual savings')).toHaveText('$55,440');
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      /^\/roi-calculator\/report\.pdf\?processHours=10&/,
    );

    await page.getByRole('button', { name: 'Email results' }).click();
    await expect(page.getByText('Please enter your email address to receive the results.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your email address' }).fill('nojs@example.com');
    await page.getByRole('button', { name: 'Email results' }).click();
    await expect(page.getByText('Your ROI analysis has been sent to nojs@example.com.')).toBeVisible();
    await expect(resultValue(page, 'Monthly process cost')).toHaveText('$7,700');
  });
});

test.describe('ROI calculator without JavaScript: answers in the page', () => {
  test.use({ javaScriptEnabled: false });

  test("says what the toast would: 'Email Required' for an empty address, 'ROI Analysis Sent' once sent", async ({
    page,
  }) => {
    await page.goto('/roi-calculator?calculate=1');
    await page.getByRole('button', { name: 'Email results' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Email Required' });
    await expect(refusal).toContainText('Please enter your email address to receive the results.');
    const field = page.getByRole('textbox', { name: 'Your email address' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Please enter your email address to receive the results\./);

    await field.fill('nojs-title@example.com');
    await page.getByRole('button', { name: 'Email results' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'ROI Analysis Sent' });
    await expect(sent).toContainText('Your ROI analysis has been sent to nojs-title@example.com.');
    await expect(page.getByRole('alert').filter({ hasText: 'Email Required' })).toHaveCount(0);
  });
});

test.describe('ROI calculator accessibility', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`has no axe violations before and after calculating at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      test.setTimeout(90_000);
      await page.goto('/roi-calculator');
      await hydrated(page);
      await expectNoAxeViolations(page);
      await page.getByText('Advanced options').click();
      await calculate(page);
      await expectNoAxeViolations(page);
    });
  }
});
