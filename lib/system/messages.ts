// SPEC §8 wording.
export const CONNECTION_OK = "Database connection successful!";
export const CONNECTION_FAILED = "Database connection failed";
export const SETUP_OK = "Blog database setup completed successfully! Sample data inserted.";
export const SETUP_FAILED = "Database setup failed";
