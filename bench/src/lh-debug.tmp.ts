import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductServer } from './server-process.js';
const product = await startProductServer(18_931);
try {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const r = await lighthouse(`${product.url}/m/home`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r!.lhr;
    console.log('runtimeError', JSON.stringify(lhr.runtimeError), 'warnings', JSON.stringify(lhr.runWarnings));
    console.log('perf', lhr.categories.performance?.score, 'fcp', lhr.audits['first-contentful-paint']?.numericValue, lhr.audits['first-contentful-paint']?.errorMessage);
  } finally { chrome.kill(); }
} finally { await product.stop(); }
