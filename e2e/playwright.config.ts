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
/** The journeys where the phone's size, touch or user agent matters: they also run at iPhone 14 size. */
const PHONE_SIZED = /[\\/](shell|navigation|formats|app-download|halls|vip)\.spec\.ts$/;
/** The journeys whose bets are held and paid later (vendor-games.spec.ts): run after every other (projects run in order). */
const TIMED = /vendor-games\.spec\.ts$/;

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
  // Some journeys switch the merchant's status: one worker per server keeps them from disturbing each other. `npm test`
  // runs shards side by side instead (e2e/run.mjs), each with its own server and database.
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
    { name: 'pixel7', use: { ...devices['Pixel 7'], ...chromium }, testIgnore: [ADMIN, TIMED] },
    // iPhone 14 size, touch and user agent, driven by Chromium (WebKit cannot be installed here), for the journeys whose
    // outcome depends on them: layout, sticky bars and dialogs that must fit, number formats, the iOS download offer,
    // the game halls and the VIP slides. The other journeys find the same at either size and run on pixel7 only.
    { name: 'iphone14', use: { ...devices['iPhone 14'], ...chromium }, testMatch: PHONE_SIZED },
    // The operator back office (/admin/): desktop first. With reduced motion asked for, as an operator may, antd opens
    // dialogs without their zoom: two CI runs lost a click (a confirm, a submit) made while a dialog was still zooming.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', ...chromium },
      testMatch: 'admin/**/*.spec.ts',
    },
    // The vendor games last: their live tables, fights and sports bets are held and paid minutes later (an in-play bet
    // within ten), and a payment landing in another journey's before-and-after of demo01's balance would break it.
    { name: 'pixel7-timed', use: { ...devices['Pixel 7'], ...chromium }, testMatch: TIMED },
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
      // The transfer journey points an aggregator at a closed local port (http://127.0.0.1:9): this deployment allows
      // that host for operator-set addresses (apps/server/src/platform/outbound-url.ts).
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    },
  },
});
