export { DocsPage } from "./docs-page";
