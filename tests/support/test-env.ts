/** Ports and paths shared by playwright.config.ts and the fixtures. */
const port = Number(process.env.E2E_PORT ?? 3999);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port - 1400);
const mailApiPort = smtpPort + 1;

export const testEnv = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: `./test-results/e2e-data-${port}`,
  smtpPort,
  mailApiPort,
  mailApi: `http://127.0.0.1:${mailApiPort}`,
  staffEmail: "staff-inbox@test.example",
  /** Loaded into the empty embedded database at start (app/server/demo-data.server.ts). */
  demoAdmin: { email: "admin@example.com", password: "explore-admin-1" },
  demoParent: { email: "parent@example.com", password: "explore-parent-1" },
};
