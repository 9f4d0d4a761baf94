/** The accessibility check of the journeys (support/test.ts) finds what it is there to find. */
import { expect, test, seriousViolations } from './support/test';

test('[A11Y]: the check reports an unlabelled field and unreadable text', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><body><main><h1>Form</h1><input type="text">' +
      '<p style="color:#bbb;background:#fff">Faint text</p></main></body></html>',
  );
  const problems = await seriousViolations(page);
  expect(problems.some((p) => p.includes(' label '))).toBe(true);
  expect(problems.some((p) => p.includes('color-contrast'))).toBe(true);
});

test('[A11Y]: a page with a scriptless sandboxed iframe (a mail body) is scanned, not waited on', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><body><main><h1>Mail</h1><input type="text">' +
      '<iframe title="Message" sandbox="allow-popups" srcdoc="<p>Hello</p>"></iframe></main></body></html>',
  );
  const problems = await seriousViolations(page);
  expect(problems.some((p) => p.includes(' label '))).toBe(true);
});
