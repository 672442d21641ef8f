import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, uniqueName } from '../support/accounts';
import { opsCommand, opsCommandAs, shown } from '../support/money';
import { loginThroughForm, serverBalance } from '../support/session';

// The narrowest phone the site supports: where lines wrap most, words, numbers and references must stay whole.
test.use({ viewport: { width: 320, height: 640 } });

/**
 * The words of an element's text that the browser split across two lines (a word whose letters sit on two lines).
 * A compound may wrap after its hyphen ("Valid-" / "bet"): its parts count as words.
 */
function splitWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** How many lines an element's text takes (its buttons apart). */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((root) => {
    const lines = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('button')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) if (r.width > 0) lines.add(Math.round(r.bottom));
    }
    return lines.size;
  });
}

async function expectWholeWords(locator: Locator) {
  await expect(locator).toBeVisible();
  expect(await splitWords(locator), await locator.innerText()).toEqual([]);
}

async function expectOneLine(locator: Locator) {
  await expect(locator).toBeVisible();
  expect(await lineCount(locator), await locator.innerText()).toBe(1);
}

async function freshMember(page: Page): Promise<void> {
  const username = uniqueName('fmt');
  await createMember({ username, password: 'Fmt12345', temporary: false });
  await loginThroughForm(page, username, 'Fmt12345');
}

test.describe('text at 320 px', () => {
  test('bank details, references and balances stay whole, copy buttons beside their values', async ({ page }) => {
    await freshMember(page);
    await page.goto('/m/voucherCenter');
    await page.getByRole('radio', { name: /Bank transfer/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('48888.88');
    await page.getByLabel('Name on the paying account').fill('Lucky Demo');
    await page.getByRole('button', { name: 'Submit deposit' }).click();

    const details = page.getByTestId('bank-transfer');
    await expect(details.getByText('6222020200112233445')).toBeVisible();
    // The long bank name wraps between its words; no value is split inside a word.
    await expect(details.getByText('Industrial and Commercial Bank of China')).toBeVisible();
    for (const dd of await details.locator('dd').all()) await expectWholeWords(dd);
    // Numbers, amounts and references take one line each.
    for (const testId of ['deposit-reference', 'deposit-order-no']) await expectOneLine(details.getByTestId(testId));
    const row = (label: string) => details.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    await expectOneLine(row('Account number'));
    await expectOneLine(row('Amount'));
    await expect(row('Amount')).toHaveText(shown('48888.88'));
    // Each copy button sits on its value's line, whole ("Copy", not "Cop / y").
    const copies = details.getByRole('button', { name: 'Copy' });
    expect(await copies.count()).toBeGreaterThanOrEqual(4);
    for (const copy of await copies.all()) {
      await expectWholeWords(copy);
      const [value, button] = await copy.locator('..').evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd.firstChild!);
        const v = range.getBoundingClientRect();
        const b = dd.querySelector('button')!.getBoundingClientRect();
        return [v, b].map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right }));
      });
      // Beside: the button's box spans the value's line.
      expect(button!.top).toBeLessThanOrEqual(value!.bottom);
      expect(button!.bottom).toBeGreaterThanOrEqual(value!.top);
      expect(button!.left).toBeGreaterThanOrEqual(value!.right);
    }

    // Once credited, the five-figure balance is one line in the header and the member centre.
    const orderNo = (await details.getByTestId('deposit-order-no').textContent())!.trim();
    // From the demo's dual-approval threshold (20,000.00) the first approval waits and a second operator credits it.
    const first = await opsCommand('approve-deposit', 'demo', orderNo, 'received');
    expect(first).toContain('"status":"pending"');
    expect(first).toContain('"awaiting-second"');
    expect(await opsCommandAs('finance', 'approve-deposit', 'demo', orderNo, 'received')).toContain('"status":"success"');
    const { sumBalance } = await serverBalance(page);
    expect(sumBalance).toBe('48888.88');
    await page.goto('/m/member/home');
    const balance = page.getByTestId('mc-balance');
    await expect(balance).toHaveText(shown(sumBalance));
    await expectOneLine(balance);
    await expectOneLine(page.getByTestId('header-balance'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The deposit record: its time and order number are each whole.
    await page.goto('/m/transaction/record?tab=deposit');
    const record = page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(record).toBeVisible();
    await expectWholeWords(record);
    await expectOneLine(record.getByText(orderNo, { exact: true }));
  });

  test('VIP amounts in the money format, whole on the level cards and in the READ ALL table', async ({ page }) => {
    await page.goto('/m/vip');
    const cards = page.getByTestId('vip-level-card');
    await expect(cards).toHaveCount(15);
    // The top level's thresholds are the longest amounts: the two stack rather than split or overflow the card.
    const top = cards.nth(14).locator('dd');
    await expect(top.first()).toHaveText(/^￥\d{1,3}(,\d{3})*\.\d{2}$/);
    // Every slide is laid out, the ones scrolled off-screen too.
    for (const dd of await cards.locator('dd').all()) expect(await lineCount(dd), await dd.innerText()).toBe(1);
    const overflow = await cards.evaluateAll((els) =>
      els.flatMap((card) => Array.from(card.querySelectorAll('dd')).filter((dd) => dd.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5).map((dd) => dd.textContent)),
    );
    expect(overflow).toEqual([]);

    await page.getByTestId('vip-nav-bonus').click();
    await page.getByTestId('vip-bonus-read-all').click();
    const table = page.getByRole('region', { name: 'VIP bonus by level' });
    await expect(table.locator('tbody tr')).toHaveCount(15);
    await expect(table.locator('tbody tr').nth(14).locator('td').first()).toHaveText('￥58,888.00');
    for (const cell of await table.locator('td').all()) expect(await lineCount(cell), await cell.innerText()).toBe(1);
    for (const heading of await table.locator('thead th').all()) await expectWholeWords(heading);
    // Too wide for 320 px: the table scrolls inside its own region, which keys can reach; the page itself does not.
    await expect(table).toHaveAttribute('tabindex', '0');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });

  test('a toast wraps between words', async ({ page }) => {
    await freshMember(page);
    // In Filipino the sign-in toast takes two lines of the toast's 204 px (antd-mobile's own style cut "iyong").
    await page.evaluate(() => localStorage.setItem('MC_LANGUAGE', 'TY'));
    await page.goto('/m/activity/signIn');
    await page.getByRole('button', { name: 'Mag-sign in ngayon' }).click();
    const toast = page.locator('.adm-toast-main');
    await expect(toast).toContainText('naidagdag sa iyong wallet');
    expect(await lineCount(toast)).toBeGreaterThan(1);
    expect(await splitWords(toast), await toast.innerText()).toEqual([]);
  });
});
