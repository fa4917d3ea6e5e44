// The account pages' public module, used by the routes in app/routes/_auth/.
export { AuthCard } from "./auth-card";
export { AuthField } from "./auth-field";
export { NewPasswordField, SwitchLine } from "./common-fields";
export { ForgotPasswordForm } from "./forgot-form";
export { ResetPasswordForm } from "./reset-form";
export { SignInForm } from "./sign-in-form";
export { SignUpForm } from "./sign-up-form";
export { AuthShell } from "./auth-shell";
export { VerifyEmailResult } from "./verify-email-result";
