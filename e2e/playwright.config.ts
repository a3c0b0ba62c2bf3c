import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// Debian's Chromium: Playwright may not download a browser of its own on these machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './journeys',
  // Per run (scripts/e2e.mjs sets it) so that two runs never write over each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app then turns antd's motion off (antd-providers.tsx): a click can no longer land on a
    // dialog still zooming in, which a loaded machine was seen to swallow (the dialog's button
    // clicked 13 ms after it opened, before its first visible frame, and nothing happened).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
  ],
  webServer: {
    command: `node ${process.env.E2E_SERVER_ENTRY ?? '../apps/server/dist/main.js'}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.E2E_WEB_DIST ?? '',
      // Empty: the server loads the key list it comes with on its first start, as a new dealer's does.
      KBA_DATA_FILE: '',
      // The Bundesbank's example creditor identifier, so the journeys can order by SEPA direct debit.
      SEPA_CREDITOR_ID: 'DE98ZZZ09999999999',
      // The provider the legal notice (/impressum), the terms, invoices, mandates and mails name: a GmbH with
      // its register entry and managing directors, address, e-mail and phone, as an operator's are (none has
      // a default; the shell's and the legal notice's journeys read them).
      OPERATOR_NAME: 'Kontor Software GmbH',
      OPERATOR_LEGAL_FORM: 'GmbH',
      OPERATOR_ADDRESS: 'Friedrichstraße 1, 10117 Berlin',
      OPERATOR_SEAT: 'Berlin',
      OPERATOR_REGISTER_COURT: 'Amtsgericht Berlin-Charlottenburg',
      OPERATOR_REGISTER_NUMBER: 'HRB 123456 B',
      OPERATOR_MANAGING_DIRECTORS: 'Anna Muster, Ben Beispiel',
      OPERATOR_TAX_NUMBER: '30/123/45678',
      SUPPORT_EMAIL: 'support@kontor.local',
      SUPPORT_PHONE: '+49 30 1234567',
      // The operator's VAT id and account, so the server runs with its billing run scheduled, as an operator's does.
      OPERATOR_VAT_ID: 'DE136695976',
      OPERATOR_IBAN: 'DE02120300000000202051',
      // eVatR at a closed local port: the qualified confirmation answers "unreachable" at once, as on a machine without the internet.
      EVATR_URL: 'http://127.0.0.1:2/app/v1/abfrage',
    },
  },
});
