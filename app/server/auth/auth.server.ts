import { betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { organization } from "better-auth/plugins/organization";
import { AUTH_PATHS, VERIFY_EMAIL_HOURS } from "~/content/auth";
import { INVITATION_HOURS } from "~/content/workspaces";
import { getDb, type Db } from "~/server/db/client.server";
import {
  authAccount,
  authInvitation,
  authMember,
  authOrganization,
  authRateLimit,
  authSession,
  authUser,
  authVerification,
} from "~/server/db/schema.server";
import { accessControl, pluginRoles } from "~/server/workspaces/access.server";
import { isSelfSignUp, startPendingWorkspace } from "~/server/workspaces/first-workspace.server";
import { sendInvitationMail } from "~/server/workspaces/invitation-mail.server";
import { isOpenInvitationFor } from "~/server/workspaces/invitations.server";
import { env, type Env } from "~/server/env.server";
import { resolveAuthSecret } from "./auth-secret.server";
import { checkAuthBody } from "./auth-hooks.server";
import { countRefusedSignIn, refuseLockedSignIn } from "./sign-in-throttle.server";
import { mayMailVisitorText } from "~/server/platform/recipient-bound.server";
import {
  sendExistingAccountMail,
  sendResetPasswordMail,
  sendVerifyEmailMail,
} from "./auth-mail.server";
import { trialPlanOf } from "~/content/plans";
import { eq } from "drizzle-orm";
import { hashPassword, verifyPassword } from "./password.server";
import { resendGate } from "./pending-confirmation.server";

// better-auth, hardened as the quality bar says: argon2id, a password policy, rate limits stored
// in the database, trusted origins from SITE_URL, secure cookies under https, sessions revoked on
// password reset, addresses confirmed by e-mail. Route actions reach it through `callAuth`
// (auth-api.server.ts); the browser reaches only the Google callback (routes/api/auth.ts).

/** Set by our server from the socket or the TRUST_PROXY header; never taken from the client. */
export const CLIENT_IP_HEADER = "x-conakry-client-ip";
export const AUTH_BASE_PATH = "/api/auth";

const DAY_MS = 86_400_000;

/** A better-auth instance on `db` for this configuration (tests make their own). */
export function createAuth(db: Db, config: Env) {
  const https = config.siteUrl.startsWith("https:");
  const instance = betterAuth({
    appName: config.site.brandName,
    baseURL: config.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
        organization: authOrganization,
        member: authMember,
        invitation: authInvitation,
      },
    }),
    trustedOrigins: [new URL(config.siteUrl).origin],
    telemetry: { enabled: false },
    // Verify first (decision 0097): a sign-up opens no session and answers an address that has an
    // account exactly as a new one (better-auth's generic answer); its owner gets an e-mail
    // instead. The confirmation link signs the person in; a password sign-in before it is refused.
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        // Awaited, bound and e-mail, where a new address writes its account and credential: the
        // two answers take about the same work (decision 0097).
        if (!(await mayMailVisitorText(db, user.email))) return;
        const signIn = `${config.siteUrl}${AUTH_PATHS.signIn}`;
        const forgot = `${config.siteUrl}${AUTH_PATHS.forgot}`;
        await sendExistingAccountMail(db, config, {
          to: user.email,
          name: user.name,
          signIn,
          forgot,
        });
      },
      // The reset link went to the address: following it proves the address as well as the
      // confirmation link, and takes an unconfirmed account from whoever made it (decision 0097).
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) {
          await db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user.id));
        }
        await startPendingWorkspace(db, user.id, new Date(), config.trialDays);
      },
      // The policy (characters, not UTF-16 units) is enforced by auth-hooks.server.ts.
      minPasswordLength: 12,
      maxPasswordLength: 512,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 3_600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.siteUrl}${AUTH_PATHS.reset}?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must not take longer when the account exists.
        void sendResetPasswordMail(db, config, { to: user.email, name: user.name, url });
      },
    },
    // A sign-up sends a link to confirm the address. The link opens our page, which calls
    // /verify-email: it confirms the address, signs the person in and creates the workspace the
    // sign-up chose (single use: once confirmed, a link changes nothing; it expires after
    // VERIFY_EMAIL_HOURS). Google sign-ups take Google's `email_verified`.
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_HOURS * 3_600,
      sendVerificationEmail: async ({ user, token }) => {
        // An anonymous resend only to the account its browser made or proved (decision 0097).
        if (!(resendGate.getStore()?.(user) ?? true)) return;
        // The name typed at sign-up, to the address typed: bounded per recipient (decision 0085).
        if (!(await mayMailVisitorText(db, user.email))) return;
        const url = `${config.siteUrl}${AUTH_PATHS.verifyEmail}?token=${encodeURIComponent(token)}`;
        void sendVerifyEmailMail(db, config, { to: user.email, name: user.name, url });
      },
      afterEmailVerification: async (user) => {
        await startPendingWorkspace(db, user.id, new Date(), config.trialDays);
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
          },
        }
      : {},
    user: {
      additionalFields: {
        // The platform role (staff: `admin`); workspace roles live in `auth_member`.
        role: { type: "string", input: false, required: false, defaultValue: "member" },
        // The person's one free trial (decision 0085), set by the first workspace they create.
        trialEndsAt: { type: "date", input: false, required: false },
        // The plan of the workspace that waits for the address's confirmation (decision 0097).
        signUpPlan: { type: "string", input: false, required: false, returned: false },
      },
      deleteUser: { enabled: true },
    },
    session: { expiresIn: (30 * DAY_MS) / 1000, updateAge: DAY_MS / 1000 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Per client address: offices behind one router and mobile operators' shared addresses
        // (CGNAT) must not lock each other out; wrong passwords are also counted per account
        // (sign-in-throttle.server.ts, decision 0085).
        "/sign-in/email": { window: 60, max: 60 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 300, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
        "/delete-user": { window: 60, max: 5 },
        "/send-verification-email": { window: 300, max: 3 },
        "/verify-email": { window: 60, max: 10 },
        "/get-session": false,
      },
    },
    // Errors of the Google callback that come before its own error URL is known land on /connexion.
    onAPIError: { errorURL: `${config.siteUrl}${AUTH_PATHS.signIn}` },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit: the library turns both off when NODE_ENV is "test".
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Workspaces: members, roles and invitations (the permission matrix of
    // app/contracts/workspace-roles.ts); the trial and the plan are fields of the workspace.
    plugins: [
      organization({
        ac: accessControl,
        roles: pluginRoles,
        creatorRole: "owner",
        allowUserToCreateOrganization: true,
        invitationExpiresIn: INVITATION_HOURS * 3_600,
        cancelPendingInvitationsOnReInvite: false,
        // The link is mailed to the invited address; accepting also checks the address matches.
        requireEmailVerificationOnInvitation: false,
        sendInvitationEmail: async ({ id, email, organization: org, inviter }) => {
          const url = `${config.siteUrl}/invitation/${encodeURIComponent(id)}`;
          // Names typed by people, to any address: bounded per recipient (decision 0085).
          if (!(await mayMailVisitorText(db, email))) return;
          void sendInvitationMail(db, config, {
            to: email,
            inviterName: inviter.user.name,
            workspaceName: org.name,
            url,
          });
        },
        schema: {
          organization: {
            additionalFields: {
              plan: { type: "string", input: false, required: false, defaultValue: "standard" },
              trialEndsAt: { type: "date", input: false, required: false },
            },
          },
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          // Every new account is a member (platform role). A sign-up (form or Google) will own a
          // new workspace on a 14-day trial of the plan chosen on /tarifs, created once the
          // address is confirmed (decision 0097): the plan waits on the account until then.
          // Accounts made by the operator (staff) get none; a sign-up from an invitation link
          // for this very address joins that workspace instead (the invitation page).
          before: async (user, ctx) => {
            const body = ctx?.body as { plan?: unknown; invitation?: unknown } | undefined;
            const waits =
              isSelfSignUp(ctx?.path) &&
              !(await isOpenInvitationFor(db, body?.invitation, user.email));
            return {
              data: { ...user, role: "member", signUpPlan: waits ? trialPlanOf(body?.plan) : null },
            };
          },
          // Google's address comes confirmed: its workspace is created at once.
          after: async (user) => {
            if (user.emailVerified)
              await startPendingWorkspace(db, user.id, new Date(), config.trialDays);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkAuthBody(ctx.path, ctx.body);
        await refuseLockedSignIn(db, ctx.path, ctx.body);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await countRefusedSignIn(db, ctx.path, ctx.body, ctx.context.returned);
      }),
    },
  });
  return instance;
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per process: the server build bundles this module once (server.ts is its entry).
let auth: Auth | undefined;

export function getAuth(): Auth {
  return (auth ??= createAuth(getDb(), env()));
}
