import type { Tool } from "../types";
import { businessTools } from "./business";
import { imageTools } from "./image";
import { pdfTools } from "./pdf";
import { seoTools } from "./seo";
import { writeTools } from "./write";

// Every tool in catalogue order, data only; lib/tools/registry.ts adds the engines.
export const catalog: readonly Tool[] = [
  ...writeTools,
  ...seoTools,
  ...imageTools,
  ...pdfTools,
  ...businessTools,
];
