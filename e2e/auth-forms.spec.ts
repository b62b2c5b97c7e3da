/**
 * The rules of the login, password recovery and signup forms that only the browser can show
 * (spec 01 §4, §5, §8): their messages, what a click does or does not send, and the lockouts.
 * Customers are real (e2e/support/api-session.ts); mail is read from the suite's SMTP server.
 */
import { expect, type Page, type Route, test } from "@playwright/test";
import { md5Hex } from "@portico/domain";
import { uniqueEmail } from "./support/accounts.ts";
import { apiCall } from "./support/api-call.ts";
import { CUSTOMER_PASSWORD, createCustomer, solvedChallenge } from "./support/api-session.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { codeFrom, waitForMail } from "./support/mailbox.ts";
import { requestBodyOf } from "./support/sealed-traffic.ts";

const CHALLENGE = "**/api/captcha/altcha";
const LOCKED_TEXT = "Sorry, login failures exceed limitations, please try after 5 minutes.";

/** Counts the POSTs the page sends to one API path. */
function countPosts(page: Page, path: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) counter.count += 1;
  });
  return counter;
}

/** Waits until the widget holds a solution other than the one just spent, and returns it. */
async function freshSolution(page: Page, spent: string): Promise<string> {
  const solution = page.locator("altcha-widget input[name=altcha]");
  await expect(solution).toHaveValue(/.+/, { timeout: 20_000 });
  await expect(solution).not.toHaveValue(spent, { timeout: 20_000 });
  return solution.inputValue();
}

test.describe("login form", () => {
  test("empty fields get the spec's messages; without a solved challenge the button does nothing", async ({
    page,
    request,
  }) => {
    const { email } = await createCustomer(request);
    // The first challenge is held back, so the widget has no solution until the test lets it go.
    let held: Route | undefined;
    await page.route(CHALLENGE, (route) => {
      if (held) return route.continue();
      held = route;
    });
    const logins = countPosts(page, "/api/user/login");
    await gotoHydrated(page, "/login");

    await page.getByTestId("login-submit").click();
    await expect(page.getByText("Please enter the email")).toBeVisible();
    await expect(page.getByText("Please input the password")).toBeVisible();

    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(CUSTOMER_PASSWORD);
    await expect(page.getByTestId("captcha")).toHaveAttribute("data-state", "loading");
    // Unchecked agreement, no solution: not even the privacy dialog opens.
    await page.getByTestId("login-submit").click();
    await expect(page.getByRole("dialog", { name: "Privacy and terms" })).toHaveCount(0);
    await page.getByTestId("agreement").check();
    await page.getByTestId("login-submit").click();
    await expect(page.getByText("Please enter the email")).toHaveCount(0);
    await expect(page).toHaveURL("/login");

    await held?.continue();
    await freshSolution(page, "");
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL("/ucenter/info");
    // Only the click with a solution sent anything.
    expect(logins.count).toBe(1);
  });

  for (const language of ["en", "zh-CN"] as const) {
    test(`${language}: the form below the challenge stays put when the widget appears (a click half made is not lost)`, async ({
      page,
    }) => {
      let held: Route | undefined;
      await page.route(CHALLENGE, (route) => {
        if (held) return route.continue();
        held = route;
      });
      await gotoHydrated(page, `/login?lang=${language}`);
      await page.getByTestId("login-email").focus();
      await expect.poll(() => held !== undefined).toBe(true);
      await expect(page.getByTestId("captcha")).toHaveAttribute("data-state", "loading");
      const before = await page.getByTestId("signup-link").boundingBox();
      const submitBefore = await page.getByTestId("login-submit").boundingBox();

      await held?.continue();
      await freshSolution(page, "");
      await expect(page.getByTestId("captcha")).toHaveAttribute("data-state", "loaded");
      expect(await page.getByTestId("signup-link").boundingBox()).toEqual(before);
      expect(await page.getByTestId("login-submit").boundingBox()).toEqual(submitBefore);
    });
  }

  test("the server's lockout (429 login_locked) shows the lockout alert and disables the button", async ({
    page,
    request,
  }) => {
    const { email } = await createCustomer(request);
    for (let i = 0; i < 5; i++) {
      const response = await apiCall("POST", "/api/user/login", {
        data: { username: email, password: md5Hex(`Wrong-${i}`), token: await solvedChallenge(request) },
      });
      expect(response.status).toBe(422);
    }
    await gotoHydrated(page, "/login");
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(CUSTOMER_PASSWORD);
    await page.getByTestId("agreement").check();
    await freshSolution(page, "");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/user/login"));
    await page.getByTestId("login-submit").click();
    expect((await answered).status()).toBe(429);
    // One failure in this page: the alert comes from the server's answer, not the client count.
    await expect(page.getByTestId("login-locked")).toHaveText(LOCKED_TEXT);
    await expect(page.getByTestId("login-submit")).toBeDisabled();
    await expect(page).toHaveURL("/login");
  });

  test("no answer: 'login request error', counted; a failed profile call: 'check user info request error', not counted", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { email } = await createCustomer(request);
    await gotoHydrated(page, "/login");
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(CUSTOMER_PASSWORD);
    await page.getByTestId("agreement").check();

    // The network drops the login call: nothing reaches the server, nothing answers.
    await page.route("**/api/user/login", (route) => route.abort("connectionreset"));
    let spent = await freshSolution(page, "");
    await page.getByTestId("login-submit").click();
    await expect(page.getByText("login request error")).toBeVisible();
    await page.unroute("**/api/user/login");

    // The password is accepted, but the profile call is dropped: no token is kept, and these
    // three do not add to the one failure above (three counted failures would lock the form).
    // By path: a sealed call carries its query in `?_e=` (ADR 012).
    const memberInfo = (url: URL) => url.pathname === "/api/member/info";
    await page.route(memberInfo, (route) => route.abort("connectionreset"));
    for (let i = 0; i < 3; i++) {
      spent = await freshSolution(page, spent);
      const profile = page.waitForEvent("requestfailed", (failed) => memberInfo(new URL(failed.url())));
      await page.getByTestId("login-submit").click();
      await profile;
      await expect(page.getByText("check user info request error").first()).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    }
    await expect(page.getByTestId("login-locked")).toHaveCount(0);
    await page.unroute(memberInfo);

    await freshSolution(page, spent);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL("/ucenter/info");
  });
});

test.describe("password recovery forms", () => {
  test("/findpassword: the empty-email message; a refused request shows the server's msg; the 3rd failure locks", async ({
    page,
  }) => {
    await gotoHydrated(page, "/findpassword");
    await page.getByTestId("find-submit").click();
    await expect(page.getByText("Please enter the email")).toBeVisible();

    // Three requests use up this address's allowance on the server; the form's tries are refused.
    const email = uniqueEmail("find-locked");
    for (let i = 0; i < 3; i++) {
      expect((await apiCall("POST", "/api/user/find_password", { data: { username: email } })).status).toBe(200);
    }
    await page.getByTestId("find-email").fill(email);
    const serverText = "Sorry, password reset requests exceed limitations, please try after 5 minutes.";
    for (let i = 1; i <= 3; i++) {
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/user/find_password"));
      await page.getByTestId("find-submit").click();
      expect((await answered).status()).toBe(429);
      if (i < 3) {
        await expect(page.getByTestId("find-error")).toHaveText(serverText);
        await expect(page.getByTestId("reset-locked")).toHaveCount(0);
        await expect(page.getByTestId("find-submit")).toBeEnabled();
      }
    }
    await expect(page.getByTestId("reset-locked")).toHaveText(serverText);
    await expect(page.getByTestId("find-submit")).toBeDisabled();
    await expect(page).toHaveURL("/findpassword");
  });

  test("/resetpassword without a token says so and cannot submit; empty fields get the spec's messages", async ({
    page,
  }) => {
    const resets = countPosts(page, "/api/user/reset_password");
    await gotoHydrated(page, "/resetpassword");
    await expect(page.getByTestId("reset-missing-token")).toHaveText(
      "This page needs the link from your password reset email. Request a new one below.",
    );
    await expect(page.getByTestId("reset-submit")).toBeDisabled();

    // The messages come from the form, before any call: any token in the link will do here.
    await gotoHydrated(page, "/resetpassword?token=not-checked-before-submit");
    await expect(page.getByTestId("reset-missing-token")).toHaveCount(0);
    await page.getByTestId("reset-submit").click();
    await expect(page.getByText("Please input the password", { exact: true })).toBeVisible();
    await expect(page.getByText("Please input the password again")).toBeVisible();
    await page.getByTestId("reset-password").fill("Moonlight77");
    await page.getByTestId("reset-submit").click();
    await expect(page.getByText("Please input the password", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Please input the password again")).toBeVisible();
    expect(resets.count).toBe(0);
  });
});

test.describe("signup form", () => {
  test("each step's messages, the privacy dialog before register, and the ad source sent along", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { email: taken } = await createCustomer(request);
    const sends = countPosts(page, "/api/user/send_code");
    await gotoHydrated(page, "/signup?from=ad");
    await page.getByTestId("signup-next").click();
    await expect(page.getByText("Please enter your first name")).toBeVisible();
    await expect(page.getByText("Please enter your last name")).toBeVisible();
    await page.getByTestId("signup-first-name").fill("Ada");
    await page.getByTestId("signup-last-name").fill("Park");
    await page.getByTestId("signup-next").click();

    // Step 1: a code needs the email; nothing is sent without it.
    await expect(page.getByTestId("send-code")).toBeEnabled({ timeout: 20_000 });
    await page.getByTestId("send-code").click();
    await expect(page.getByText("Please enter the email")).toBeVisible();
    expect(sends.count).toBe(0);

    // Back clears the messages: returning to step 1 shows the empty email without one.
    await page.getByTestId("signup-back").click();
    await expect(page.getByTestId("signup-first-name")).toHaveValue("Ada");
    await page.getByTestId("signup-next").click();
    await expect(page.getByTestId("signup-email")).toHaveValue("");
    await expect(page.getByText("Please enter the email")).toHaveCount(0);

    // An address with an account already.
    await page.getByTestId("signup-email").fill(taken);
    await expect(page.getByTestId("send-code")).toBeEnabled({ timeout: 20_000 });
    await page.getByTestId("send-code").click();
    await expect(page.getByText("The email address already exists")).toBeVisible();

    // A new address, and first a wrong code.
    const email = uniqueEmail("signup-rules");
    await page.getByTestId("signup-email").fill(email);
    await expect(page.getByTestId("send-code")).toBeEnabled({ timeout: 20_000 });
    await page.getByTestId("send-code").click();
    await expect(page.getByTestId("code-sent")).toBeVisible();
    const code = codeFrom(await waitForMail(email));
    await page.getByTestId("signup-code").fill(code === "000000" ? "111111" : "000000");
    await page.getByTestId("signup-next").click();
    await expect(page.getByText("The verification code is invalid")).toBeVisible();
    await page.getByTestId("signup-code").fill(code);
    await page.getByTestId("signup-next").click();

    // Step 2: the password messages.
    await expect(page.getByTestId("signup-password")).toBeVisible();
    await page.getByTestId("signup-next").click();
    await expect(page.getByText("Please input the password", { exact: true })).toBeVisible();
    await expect(page.getByText("Please input the password again")).toBeVisible();
    await page.getByTestId("signup-password").fill("short");
    await page.getByTestId("signup-confirm").fill("different");
    await page.getByTestId("signup-next").click();
    await expect(page.getByText("Password must be 8 to 20 characters")).toBeVisible();
    await expect(page.getByText("The passwords do not match")).toBeVisible();

    // The agreement is unchecked: the privacy dialog comes first, accepting it registers.
    await page.getByTestId("signup-password").fill("Sunflower42");
    await page.getByTestId("signup-confirm").fill("Sunflower42");
    const registers = countPosts(page, "/api/user/register");
    await page.getByTestId("signup-next").click();
    await expect(page.getByRole("dialog", { name: "Privacy and terms" })).toBeVisible();
    expect(registers.count).toBe(0);
    const register = page.waitForRequest((sent) => sent.url().endsWith("/api/user/register"));
    await page.getByTestId("privacy-accept").click();
    expect(await requestBodyOf(page, await register)).toMatchObject({ email, from: "ad", first_name: "Ada" });
    // A completed signup is signed in: no login page, the user centre without a redirect.
    await expect(page).toHaveURL("/ucenter/info");
    await expect(page.getByText("Your account is ready. You are logged in.")).toBeVisible();
  });
});
