/**
 * Owner login with remix-auth 3.7 and its form strategy (GUIDE §6, ADR 019): the strategy checks
 * the e-mail and password against the scrypt hash (a dummy hash for an unknown e-mail, so both
 * answer in the same time); the session lives in the database (session.server.ts). A login
 * replaces any session the browser had (a new id: no session fixation); logout deletes it.
 */
import { redirect, type SessionStorage } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { AppContext } from "~/context.server";
import type { Database } from "~/db/db.server";
import type { Language } from "~/i18n/languages";
import { sameSitePath } from "~/routing/origin";
import { appPathname, href, sitePageOf } from "~/routing/route-table";
import { findOwner, findOwnerByEmail, type Owner } from "./accounts.server";
import { unknownAccountHash, verifyPassword } from "./password.server";
import { OWNER_KEY, ownerSessionStorage, type SessionOwner } from "./session.server";

const WRONG_CREDENTIALS = "wrong credentials";

type OwnerAuth = { storage: SessionStorage; authenticator: Authenticator<SessionOwner> };
type AuthContext = Pick<AppContext, "db" | "env">;

const byDatabase = new WeakMap<Database, OwnerAuth>();

/** The session storage and authenticator of this database (one per process and database). */
function ownerAuth({ db, env }: AuthContext): OwnerAuth {
  let auth = byDatabase.get(db);
  if (!auth) {
    const storage = ownerSessionStorage(db, env);
    const authenticator = new Authenticator<SessionOwner>(storage, { sessionKey: OWNER_KEY });
    authenticator.use(
      new FormStrategy(async ({ form }) => {
        const email = String(form.get("email") ?? "");
        const password = String(form.get("password") ?? "");
        const owner = await findOwnerByEmail(db, email);
        // An unknown e-mail is checked against a dummy hash: the same work, the same time.
        const valid = await verifyPassword(password, owner?.passwordHash ?? (await unknownAccountHash()));
        if (!owner || !valid) throw new AuthorizationError(WRONG_CREDENTIALS);
        return { id: owner.id };
      }),
      "owner",
    );
    auth = { storage, authenticator };
    byDatabase.set(db, auth);
  }
  return auth;
}

/** Portal pages and downloads: never kept by a browser or a proxy. */
export const PORTAL_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * Checks the e-mail and password of a parsed login form; on success answers 303 to `returnTo`
 * with a new session cookie. Null when the credentials are wrong (the caller counts the failure).
 */
export async function logIn(request: Request, context: AppContext, formData: FormData, returnTo: string): Promise<Response | null> {
  const { storage, authenticator } = ownerAuth(context);
  let owner: SessionOwner;
  try {
    // The form strategy reads the form already parsed (the body can be read once) from the context.
    const withForm: AppContext = Object.assign(Object.create(context) as AppContext, { formData });
    // remix-auth copies the request, which fails once its body has been read: it gets one without a body.
    const bodyless = new Request(request.url, { method: request.method, headers: request.headers });
    owner = await authenticator.authenticate("owner", bodyless, { throwOnError: true, context: withForm });
  } catch (error) {
    // remix-auth wraps every error of the check: only wrong credentials are a failed login; a
    // database that cannot answer is an error (its cause), not a wrong password.
    if (error instanceof AuthorizationError && error.message === WRONG_CREDENTIALS) return null;
    throw error instanceof AuthorizationError && error.cause ? error.cause : error;
  }
  const cookie = request.headers.get("Cookie");
  const previous = await storage.getSession(cookie);
  if (previous.id) await storage.destroySession(previous);
  const session = await storage.getSession();
  session.set(OWNER_KEY, owner);
  return redirect(returnTo, { status: 303, headers: { ...PORTAL_HEADERS, "Set-Cookie": await storage.commitSession(session) } });
}

/** Ends the browser's session (its row deleted: no other instance accepts it) and sends it to `to`. */
export async function logOut(request: Request, context: AuthContext, to: string): Promise<Response> {
  const { storage } = ownerAuth(context);
  const session = await storage.getSession(request.headers.get("Cookie"));
  return redirect(to, { status: 303, headers: { ...PORTAL_HEADERS, "Set-Cookie": await storage.destroySession(session) } });
}

/** The logged-in owner, or null. */
export async function currentOwner(request: Request, context: AuthContext): Promise<Owner | null> {
  const sessionOwner = await ownerAuth(context).authenticator.isAuthenticated(request);
  return sessionOwner ? ((await findOwner(context.db, sessionOwner.id)) ?? null) : null;
}

/** The logged-in owner; without a session, a redirect to the login page that comes back here. */
export async function requireOwner(request: Request, context: AuthContext, lang: Language): Promise<Owner> {
  const owner = await currentOwner(request, context);
  if (owner) return owner;
  // In preview both paths go without the prefix: Remix puts the basename back in front of each redirect.
  const url = new URL(request.url);
  throw redirect(`${href("login", lang)}?returnTo=${encodeURIComponent(appPathname(url.pathname) + url.search)}`, {
    headers: PORTAL_HEADERS,
  });
}

/**
 * Where to go after login: the page asked for when it is a page of this site (its path and query,
 * as the URL parser writes them: control characters dropped, the rest percent-encoded, so that
 * the Location header can always be written), else the portal.
 */
export function returnPath(value: unknown, lang: Language): string {
  const path = sameSitePath(value);
  return path !== null && sitePageOf(path) ? path : href("owner-portal", lang);
}
