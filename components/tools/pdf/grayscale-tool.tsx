"use client";

import { PropertiesAndButton } from "./properties-and-button";

/** Grayscale PDF: every colour the pages draw with turned to its gray. */
export function GrayscaleTool() {
  return (
    <PropertiesAndButton
      action="Convert to grayscale"
      zipName="grayscale.zip"
      run={(api, file, metadata, report) => api.grayscale(file, { metadata }, report)}
    />
  );
}
