// E2E_PORT lets two checkouts run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
