import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
const res = { 3001: [], 3000: [] };
for (let i = 0; i < 7; i++)
for (const port of [3001, 3000]) {
  const r = await lighthouse(`http://127.0.0.1:${port}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  if (r.lhr.runtimeError) continue;
  res[port].push(Math.round(r.lhr.audits['total-blocking-time'].numericValue) + '/' + Math.round(r.lhr.audits['largest-contentful-paint'].numericValue));
}
console.log(JSON.stringify(res));
chrome.kill();
