// The account pages' paths, apart from the account texts (auth.ts): a public page that links to
// them (the documentation's shortcuts) takes these few bytes, not every account text with them,
// within the home page's JavaScript budget (decision 0140).

export const AUTH_PATHS = {
  signIn: "/connexion",
  signUp: "/inscription",
  forgot: "/mot-de-passe-oublie",
  reset: "/reinitialiser-mot-de-passe",
  signOut: "/deconnexion",
  verifyEmail: "/confirmer-email",
  afterSignIn: "/dashboard",
} as const;
