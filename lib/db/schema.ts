export * from "./tables/auth";
export * from "./tables/blog";
export * from "./tables/ebooks";
export * from "./tables/site";
