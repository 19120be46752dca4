"use client";

import { adminClient, twoFactorClient, usernameClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

// Same-origin: the browser talks to /api/auth on whatever host served the page.
export const authClient = createAuthClient({
  plugins: [usernameClient(), adminClient(), twoFactorClient()],
});
