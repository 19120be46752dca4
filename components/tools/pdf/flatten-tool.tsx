"use client";

import { PropertiesAndButton } from "./properties-and-button";

/** Flatten PDF: form fields and comments drawn into the pages. */
export function FlattenTool() {
  return (
    <PropertiesAndButton
      action="Flatten"
      zipName="flattened.zip"
      run={(api, file, metadata, report) => api.flatten(file, { metadata }, report)}
    />
  );
}
