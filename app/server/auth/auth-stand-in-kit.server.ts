// For tests that hand in a better-auth stand-in (decision 0092): the context the viewer's direct
// read takes (decision 0141). No cookie a test forges is signed with this secret, so the read
// always asks the stand-in's `getSession`, which the test controls.
export const standInAuthContext = () =>
  Promise.resolve({
    secret: "le secret d'un remplaçant de test",
    authCookies: {
      sessionToken: { name: "better-auth.session_token" },
      sessionData: { name: "better-auth.session_data" },
      dontRememberToken: { name: "better-auth.dont_remember" },
    },
    sessionConfig: { expiresIn: 2_592_000, updateAge: 86_400 },
  });
