// The settings pages' public module. Apart from the dashboard feature so that the dashboard's
// shared chunk does not carry the account forms.
export { SettingsPage } from "./settings-page";
export { SettingsCard } from "./settings-card";
export { SettingsFrame } from "./settings-frame";
export { SecretActions } from "./secret-actions";
