import { CONSOLE_HEADER, STAFF_COOKIE } from "@portico/contracts";
import { base32Decode, hmacSha1Pure, totpCode, totpStep } from "@portico/domain";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { SmtpCatcher } from "./smtp-catcher.ts";

/** A browser on the console: keeps the staff cookie it is given, sends the console's header on POSTs. */
export function consoleClient(app: FastifyInstance) {
  let cookie: string | undefined;
  const remember = (response: LightMyRequestResponse) => {
    const set = response.headers["set-cookie"];
    const line = Array.isArray(set) ? set[0] : set;
    if (line?.startsWith(`${STAFF_COOKIE}=`)) {
      const value = line.slice(STAFF_COOKIE.length + 1).split(";")[0];
      cookie = value === "" ? undefined : value;
    }
    return response;
  };
  const cookieHeader = (): Record<string, string> => (cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {});
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    get: async (url: string) =>
      remember(await app.inject({ method: "GET", url, headers: { "accept-language": "en", ...cookieHeader() } })),
    post: async (url: string, payload: object = {}, options: { header?: boolean; language?: string } = {}) =>
      remember(
        await app.inject({
          method: "POST",
          url,
          payload,
          headers: {
            "accept-language": options.language ?? "en",
            ...cookieHeader(),
            ...(options.header === false ? {} : { [CONSOLE_HEADER]: "1" }),
          },
        }),
      ),
  };
}
export type ConsoleClient = ReturnType<typeof consoleClient>;

/** The code an authenticator shows at `at` for a base32 secret (`steps` later or earlier). */
export function totpAt(secret: string, at: Date, steps = 0): string {
  const bytes = base32Decode(secret);
  if (!bytes) throw new Error("not a base32 secret");
  return totpCode(bytes, totpStep(at.getTime() / 1000) + steps, hmacSha1Pure);
}

/** The invitation token from the newest invitation mailed to the address. */
export async function invitationTokenFor(smtp: SmtpCatcher, email: string, after = 0): Promise<string> {
  const mail = await smtp.nextFor(email, after);
  const token = /\/console\/invite\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  return token;
}

/**
 * Accepts an invitation, signs in and enrols the authenticator: a member signed in past the
 * second factor (the enrolment's code counts as a fresh reauthentication).
 */
export async function acceptAndEnrol(
  app: FastifyInstance,
  options: { token: string; email: string; now: () => Date; password?: string; name?: string },
) {
  const password = options.password ?? "correct horse battery staple";
  const client = consoleClient(app);
  const accepted = await client.post("/api/console/invitation/accept", {
    token: options.token,
    password,
    display_name: options.name ?? "Staff Member",
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  const login = await client.post("/api/console/login", { email: options.email, password });
  const secret: string = login.json().data.secret;
  const enrolled = await client.post("/api/console/enrolment/confirm", { code: totpAt(secret, options.now()) });
  if (enrolled.statusCode !== 200) throw new Error(`enrol: ${enrolled.body}`);
  return { client, secret, password, recoveryCodes: enrolled.json().data.recovery_codes as string[] };
}
