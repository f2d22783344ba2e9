// Renders screens at the phone and desktop sizes for a person to look at.
// Usage: node scripts/screenshots.ts http://localhost:3000 / /role-select /nope
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.ts';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = '.tmp/screens';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  for (const path of paths.length > 0 ? paths : ['/']) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const file = `${outDir}/${viewport.name}${path.replaceAll(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    process.stdout.write(`${file}\n`);
  }
  await page.close();
}
await browser.close();
