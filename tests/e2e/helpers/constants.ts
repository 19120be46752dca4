export const E2E_PORT = 3100;
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
