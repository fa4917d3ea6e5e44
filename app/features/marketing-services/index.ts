export { MarketingServicePage } from "./marketing-service-page";
export { ServiceLinkList } from "./service-link-list";
