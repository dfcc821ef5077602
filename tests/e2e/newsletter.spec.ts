// Signing up for the newsletter in a browser: a plain form, with and without JavaScript (its
// answer is a page, the confirmation is a button, not the link's opening), with the keyboard
// alone, in both themes and at a phone's width.
import AxeBuilder from "@axe-core/playwright";
import { enhanced, expect, test } from "./fixtures";
import { mailTo, uniqueAddress } from "./newsletter-mail";

/** The link of a confirmation mail, as a path on this server. */
async function confirmationPath(address: string): Promise<string> {
  await expect.poll(() => mailTo(address).then(Boolean), { timeout: 15_000 }).toBe(true);
  const mail = (await mailTo(address))!;
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]{43}/.exec(mail.text ?? "")?.[0];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test.describe("without JavaScript", () => {
  // The used link's page answers 410, which Chromium logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 410/] });

  test("the form at a post's end signs up; the mail's link shows a button, which confirms once", async ({
    page,
  }) => {
    const address = uniqueAddress("no-js");
    await page.goto("/blogs/how-processors-work");
    const card = page.getByRole("region", { name: "Get every new post by e-mail" });
    await card.getByLabel("Your e-mail address").fill(address);
    await card.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    await expect(page.getByRole("main")).toContainText("Check your inbox to confirm");

    const confirm = await confirmationPath(address);
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribed");
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link expired");
  });
});

test.describe("with JavaScript", () => {
  // The refused sign-up's answer is a 400, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("the home page's form answers with a page; a refused address gets the form again", async ({
    page,
  }) => {
    await page.goto("/");
    await enhanced(page);
    const card = page.getByRole("region", { name: "Get every new post by e-mail" });
    // The browser takes it for an address; the server does not mail a machine's own name.
    await card.getByLabel("Your e-mail address").fill("reader@localhost");
    await card.getByLabel("Your e-mail address").press("Enter");
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main")).toContainText(
      "That is not an e-mail address we can send to.",
    );

    const address = uniqueAddress("with-js");
    const again = page.getByRole("region", { name: "Get every new post by e-mail" });
    await again.getByLabel("Your e-mail address").fill(address);
    await again.getByLabel("Your e-mail address").press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    await expect(page.getByRole("main")).toContainText("Check your inbox to confirm");
    await confirmationPath(address);
  });
});

test("the footer's form works from the keyboard alone; the field bots fill is never reached", async ({
  page,
}) => {
  await page.goto("/about");
  await enhanced(page);
  const footer = page.locator("footer");
  const field = footer.getByLabel("Every new post by e-mail");
  const button = footer.getByRole("button", { name: "Subscribe" });
  await field.focus();
  await page.keyboard.type(uniqueAddress("keyboard"));
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  // Back from the button: the e-mail field, not the hidden one.
  await page.keyboard.press("Shift+Tab");
  await expect(field).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("main")).toContainText("Check your inbox to confirm");
});

for (const theme of ["light", "dark"] as const)
  for (const width of [375, 1280])
    test.describe(`${theme} theme at ${width} px`, () => {
      // The answer page of an incomplete link is a 400, which Chromium logs.
      test.use({
        theme,
        viewport: { width, height: 800 },
        allowedConsoleErrors: [/status of 400/],
      });

      test("the forms fit the screen and their colours pass axe, on the home page, a post, the footer and an answer", async ({
        page,
      }) => {
        for (const path of ["/", "/blogs/how-processors-work", "/newsletter/confirm?token=short"]) {
          await page.goto(path);
          const forms = page.locator('form[action="/newsletter"]');
          await expect(forms.first()).toBeVisible();
          for (const form of await forms.all()) {
            await form.scrollIntoViewIfNeeded();
            const box = (await form.boundingBox())!;
            expect(box.x, path).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, path).toBeLessThanOrEqual(width);
          }
          const results = await new AxeBuilder({ page })
            .include('form[action="/newsletter"]')
            .withRules(["color-contrast", "label", "button-name"])
            .analyze();
          expect(
            results.violations.map((violation) => violation.id),
            path,
          ).toEqual([]);
        }
      });
    });
