export * from "./tables/auth";
export * from "./tables/blog";
export * from "./tables/ebooks";
export * from "./tables/site";
export * from "./tables/sign-in";
export * from "./tables/ratings";
export * from "./tables/plagiarism";
export * from "./tables/biolinks";
