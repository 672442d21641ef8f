import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Set once in the runner; workers inherit these, so every test talks to the one server started below.
process.env.E2E_PORT ??= String(18_000 + Math.floor(Math.random() * 1000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'wps-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The back office's journeys (desktop project only). */
const ADMIN = /[\\/]admin[\\/]/;

/** Debian's Chromium: browser downloads are not possible on these machines. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  // Parallel runs from one checkout (e2e/isolated.sh) each keep their own artefacts.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  // Some journeys switch the merchant's status: one worker keeps them from disturbing each other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', locale: 'en-US' },
  projects: [
    // The player site's journeys at phone size; the back office's (tests/admin/) at desktop size only.
    { name: 'pixel7', use: { ...devices['Pixel 7'], ...chromium }, testIgnore: ADMIN },
    // iPhone 14 size and touch, driven by Chromium (WebKit cannot be installed here).
    // The accessibility scan and the bonus and reward journeys find the same at either size: they run on pixel7 only.
    { name: 'iphone14', use: { ...devices['iPhone 14'], ...chromium }, testIgnore: [ADMIN, /accessibility\.spec\.ts$/, /bonus\.spec\.ts$/, /rewards\.spec\.ts$/, /referral\.spec\.ts$/, /deposit-codes\.spec\.ts$/, /missions\.spec\.ts$/, /raffles\.spec\.ts$/, /home-extras\.spec\.ts$/, /mall\.spec\.ts$/, /agent\.spec\.ts$/, /agent-contracts\.spec\.ts$/] },
    // The operator back office (/admin/): desktop first.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...chromium }, testMatch: 'admin/**/*.spec.ts' },
  ],
  webServer: {
    command: `node ../apps/server/${process.env.E2E_SERVER_OUT || 'dist'}/main.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      CLIENT_DIST: process.env.E2E_CLIENT_DIST ?? '',
      BACKOFFICE_DIST: process.env.E2E_BACKOFFICE_DIST ?? '',
    },
  },
});
