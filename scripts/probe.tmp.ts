import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 150)); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`http://localhost:3000${path}`, { waitUntil: 'load' });
  const m = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics).map((x: any) => [x.name, x.value]));
  const a = await m();
  await page.waitForTimeout(4000);
  const b = await m();
  console.log(path, 'script at load', a.ScriptDuration.toFixed(3), 'after 4s', b.ScriptDuration.toFixed(3), 'tasks', a.TaskDuration.toFixed(3), b.TaskDuration.toFixed(3), errors);
  await page.close();
}
await browser.close();
