// The staff inbox's public module, used by the routes in app/routes/_app/messages*.
export { InboxPage } from "./inbox-page";
export { MessagePage } from "./message-page";
