import { test, assert } from '../../lib/fixtures.mjs';
import { axeViolations, shot } from '../../lib/helpers.mjs';
import { account, signIn, uniqueName } from '../../lib/social.mjs';

// Issue 32: the account page changes the password. The signed-in page passes axe-core; a common new password is
// refused in the page's language; the right change says so, keeps this session and ends the account's other
// sessions (here, the API client's).
test('issue 32: the account page changes the password and ends the other sessions', async ({ newPage, base, browser }) => {
  const ama = await account(uniqueName('Pw'));
  assert((await ama.call('GET', '/account')).signedIn === true, 'the API client has a session of its own');
  // Bypassing the page's content security policy only to inject axe-core itself.
  const axeContext = await browser.newContext({ bypassCSP: true });
  await signIn(axeContext, ama);
  const axePage = await axeContext.newPage();
  await axePage.goto(`${base}#/account`);
  await axePage.locator('#password-form').waitFor();
  const found = await axeViolations(axePage, { all: true });
  assert(found.length === 0, `axe-core on the signed-in account page: ${found.join(' | ')}`);
  await axeContext.close();
  const page = await newPage({ lang: 'fr' });
  await page.goto(`${base}#/account`);
  await page.fill('#login-name', ama.name);
  await page.fill('#login-password', `secret-${ama.name}`);
  await page.click('#login-form button[type=submit]');
  await page.locator('#password-form').waitFor();

  await page.fill('#current-password', `secret-${ama.name}`);
  await page.fill('#new-password', 'Password123');
  await page.click('#password-form button[type=submit]');
  const status = page.locator('#password-status');
  await status.filter({ hasText: /./ }).waitFor();
  const refused = await status.innerText();
  assert(/courants/.test(refused) && (await status.getAttribute('class')) === 'error', `refused in French: ${refused}`);
  await shot(page, 'issue32-password-common');

  await page.fill('#new-password', 'vingt-deux pommes vertes');
  await page.click('#password-form button[type=submit]');
  await status.filter({ hasText: /changé/ }).waitFor();
  assert((await status.getAttribute('class')) !== 'error', 'said as news, not as an error');
  assert((await page.locator('#current-password').inputValue()) === '', 'the fields are emptied');
  await shot(page, 'issue32-password-changed');
  const me = await ama.call('GET', '/account');
  assert(me.signedIn === false, `the API client's session ended: ${JSON.stringify(me)}`);
  await page.reload();
  await page.locator('#password-form').waitFor();
});
