import { expect, test } from './support/test';
import { demo } from './support/accounts';
import { holdEntry } from './support/held-entry';
import { openAction, serviceCard } from './support/services';
import { isPhone, signInAsCustomer, visibleNav } from './support/session';

test.describe('[SHELL]', () => {
  test('[VISITOR]: the home page is the registration entry', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Register your service address' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Register' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    const nav = visibleNav(page, testInfo);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('[VISITOR]: the built login page shows before the app runs, and the app takes it over', async ({
    context,
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    // the built page's one script starts the app's entry after the first paint (src/web/start-after-paint.js)
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/start-after-paint-[^"]+" data-app-entry="\/assets\/index-[^"]+\.js">/,
    );
    expect(html).not.toMatch(/<script[^>]+src="\/assets\/index-/);

    // the entry held back: the page shows from its HTML and keeps what is typed meanwhile
    const page = await context.newPage(); // not the fixture's page, whose goto waits for the app
    const releaseEntry = await holdEntry(page);
    await page.goto('/login');
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
    releaseEntry();
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
    await page.close();
  });

  test('[SERVICES]: a resident’s Services page comes rendered by the server, and the app takes it over', async ({
    context,
    page,
  }, testInfo) => {
    await signInAsCustomer(page, demo.resident.email);
    const html = await (await page.request.get('/Services')).text();
    // rendered for this customer (src/server/signed-in-pages.ts), with the answer the page reads
    expect(html).toMatch(
      /<div id="root" data-prerendered="en" data-time-zone="[^"]+" data-customer="[^"]+">/,
    );
    expect(html).toContain('Village of Lake Bluff · Your carts, pickup days and rates.');
    expect(html).toMatch(/<script type="application\/json" id="page-data">\[\[\["services","cards"\],/);

    // the entry held back: the cards show from the HTML
    const early = await context.newPage(); // not the fixture's page, whose goto waits for the app
    const errors: string[] = [];
    early.on('pageerror', (error) => errors.push(error.message));
    early.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const releaseEntry = await holdEntry(early);
    await early.goto('/Services');
    await expect(early.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(serviceCard(early, 'Trash')).toBeVisible();
    // the shell's title is the portal's, from the branding answer that came with the page
    await expect(early.getByRole('banner')).toContainText('Village of Lake Bluff');
    await expect(early.locator('#root[data-prerendered]')).toHaveCount(1);
    releaseEntry();
    await early.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
    // the app took over the served cards (no hydration error) and they act
    await openAction(early, testInfo, 'Trash', 'Change Service');
    expect(errors).toEqual([]);
    await early.close();
  });

  test(
    '[SERVICES]: a customer whose profile is in Spanish gets the page in Spanish from a fresh English browser, taken over without a hydration error (issue 28, React #418)',
    { tag: '@desktop' },
    async ({ context, page }) => {
      await signInAsCustomer(page, demo.resident.email);
      expect((await page.request.put('/api/me/language', { data: { language: 'es' } })).status()).toBe(200);
      try {
        // this browser has no language of its own (nothing stored, no cookie) and asks for English
        const html = await (
          await page.request.get('/Services', { headers: { 'accept-language': 'en-US' } })
        ).text();
        expect(html).toMatch(/<html lang="es"/);
        expect(html).toMatch(
          /<div id="root" data-prerendered="es" data-time-zone="[^"]+" data-customer="[^"]+">/,
        );

        const early = await context.newPage();
        const errors: string[] = [];
        early.on('pageerror', (error) => errors.push(error.message));
        early.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        const releaseEntry = await holdEntry(early);
        await early.goto('/Services');
        const heading = early.getByRole('heading', { level: 1, name: 'Servicios' });
        await expect(heading).toBeVisible();
        // marks the served heading: the app must take this HTML over, not render a page of its own
        await heading.evaluate((element) => element.setAttribute('data-served', ''));
        releaseEntry();
        await early.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
        await expect(early.locator('html')).toHaveAttribute('lang', 'es');
        await expect(early.getByRole('heading', { level: 1, name: 'Servicios' })).toHaveAttribute(
          'data-served',
          '',
        );
        expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
        expect(errors).toEqual([]);
        await early.close();
      } finally {
        await page.request.put('/api/me/language', { data: { language: 'en' } });
      }
    },
  );

  test(
    '[SERVICES]: a page rendered for one customer is not shown to the next one signed in',
    { tag: '@desktop' },
    async ({ context, page }) => {
      await signInAsCustomer(page, demo.resident.email);
      const early = await context.newPage();
      const releaseEntry = await holdEntry(early);
      await early.goto('/Services');
      await expect(early.getByText('Village of Lake Bluff · Your carts')).toBeVisible();
      // another customer signs in on this browser before the app has started
      await signInAsCustomer(page, demo.highwoodResident.email);
      releaseEntry();
      await early.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
      // the app renders this customer's own services, not the answer the page came with
      await expect(early.getByText('Village of Lake Bluff · Your carts')).toHaveCount(0);
      await expect(early.getByText(/^City of Highwood · Your carts/)).toBeVisible();
      await early.close();
    },
  );

  test(
    '[VISITOR]: a page for signed-in customers sends a visitor to the login page',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/Services');
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test('[SHELL]: top bar on desktop, bottom bar on a phone', async ({ page }, testInfo) => {
    await signInAsCustomer(page, demo.resident.email);
    await page.goto('/');
    const top = page.getByRole('navigation', { name: 'Main navigation' });
    const bottom = page.getByRole('navigation', { name: 'Mobile navigation' });
    if (isPhone(testInfo)) {
      await expect(bottom).toBeVisible();
      await expect(top).toBeHidden();
      for (const item of ['Home', 'Services', 'Support', 'Billing', 'Stickers']) {
        await expect(bottom.getByRole('link', { name: item, exact: true })).toBeVisible();
      }
      // a resident has one entry for their services
      await expect(bottom.getByRole('link', { name: 'My Services', exact: true })).toHaveCount(0);
      // the pages the bar leaves out are under More: FAQ is reachable on a phone
      await bottom.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/FAQ$/);
    } else {
      await expect(top).toBeVisible();
      await expect(bottom).toBeHidden();
      for (const item of ['Home', 'Services', 'Support', 'Billing', 'FAQ', 'Sticker Locations']) {
        await expect(top.getByRole('link', { name: item, exact: true })).toBeVisible();
      }
      await expect(top.getByRole('link', { name: 'My Services', exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('banner')).toContainText('Village of Lake Bluff');
  });

  test('[SHELL]: a portal flag hides its menu item', async ({ page }, testInfo) => {
    await signInAsCustomer(page, demo.highwoodResident.email);
    await page.goto('/');
    const nav = visibleNav(page, testInfo);
    await expect(nav.getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(
      nav.getByRole('link', { name: isPhone(testInfo) ? 'Stickers' : 'Sticker Locations' }),
    ).toHaveCount(0);
  });

  // the bottom bar exists only under 992 px: the desktop project leaves out tests tagged @phone
  test('[SHELL]: the bottom bar hides on scroll down and returns on scroll up @phone', async ({ page }) => {
    await signInAsCustomer(page, demo.resident.email);
    await page.goto('/FAQ');
    const bottom = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(bottom).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect(bottom).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(bottom).toBeInViewport();
  });

  test('[SHELL]: the profile popover shows the customer and logs out', async ({ page }) => {
    await signInAsCustomer(page, demo.resident.email);
    await page.goto('/');
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile).toContainText(demo.resident.email);
    await expect(profile.getByRole('link', { name: 'View Full Profile' })).toBeVisible();
    await profile.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/Services');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[SHELL]: the footer has contact details, legal links and Admin Access', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('844.NEED.LRS');
    await expect(footer.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
      'href',
      /privacy-policy/,
    );
    // Admin Login starts the work-account sign-in straight away
    await footer.getByRole('button', { name: 'Admin Login' }).click();
    await page.getByRole('button', { name: /Alex Admin/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('[NOT_FOUND]: an unknown path shows the not-found page and Go Home works', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page
      .getByRole('link', { name: 'Go Home' })
      .or(page.getByRole('button', { name: 'Go Home' }))
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Register your service address' })).toBeVisible();
  });

  test('[I18N]: Spanish switches the visible strings', { tag: '@desktop' }, async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Translate' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    // the landmarks are translated too
    const nav = page.getByRole('navigation', {
      name: isPhone(testInfo) ? 'Navegación móvil' : 'Navegación principal',
    });
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Register your service address');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // the choice is kept across a reload
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test(
    '[DEMO_MAILBOX]: offline, the demo mailbox lists what the portal sent',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/demo-mailbox');
      await expect(page.getByRole('heading', { name: 'Demo mailbox' })).toBeVisible();
    },
  );
});
