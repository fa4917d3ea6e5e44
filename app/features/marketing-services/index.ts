export { MarketingServicePage } from "./marketing-service-page";
