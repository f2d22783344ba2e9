import { formatFirstVisit, storeFirstVisit } from './bench/first-load.ts';
for (const page of ['/@priya.styles', '/', '/shop']) {
  const visit = await storeFirstVisit('http://127.0.0.1:3000', page);
  console.log(page, visit.scripts, visit.scriptBytes.gzip, (visit.scriptBytes.gzip/1024).toFixed(1));
}
