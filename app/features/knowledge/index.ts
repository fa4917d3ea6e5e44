export { ArticleBody } from "./article-body";
export { ArticleFormPage } from "./article-form-page";
export { ArticlePage } from "./article-page";
export { KnowledgeListPage } from "./knowledge-list-page";
