import { mailText } from './support/inbox.ts';
import { signedInPage } from './support/orders.ts';
import { expect, test } from './support/test.ts';

test('a buyer complains about an order and sees the ticket; the operator takes it up and resolves it; the month’s report counts it', {
  tag: '@desktop-only', // the mobile project is the longer of the two CI runs side by side (decision 040)
}, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const buyer = await signedInPage(browser, origin, '/auth?next=%2Forders-and-deliveries', 'buyer@haat.demo');
  await expect(buyer).toHaveURL(/\/orders-and-deliveries/);
  await buyer.locator('a[href^="/order?id="]').first().click();
  const orderNumber = (
    await buyer
      .getByText(/HT-[0-9A-Z]{8}/)
      .first()
      .textContent()
  )?.match(/HT-[0-9A-Z]{8}/)?.[0];
  expect(orderNumber).toBeTruthy();

  // From the order, the complaint form comes filled in with what it is about.
  await buyer.getByRole('link', { name: 'Report a problem with this order' }).click();
  await expect(buyer.getByRole('heading', { name: 'Complaints and grievance officer' })).toBeVisible();
  await expect(buyer.getByText('Haat Demo Commerce Private Limited').first()).toBeVisible();
  await expect(buyer.getByLabel('What is it about?')).toHaveValue('order');
  await expect(buyer.getByLabel('Reference (optional)')).toHaveValue(orderNumber ?? '');
  await buyer.getByLabel('What happened?').fill('One earring of the pair was missing from the box.');
  await buyer.getByRole('button', { name: 'Send complaint' }).click();
  await expect(buyer.getByText('Complaint received')).toBeVisible();
  const ticket = (await buyer.getByRole('status').locator('strong').textContent()) ?? '';
  expect(ticket).toMatch(/^GR-\d{4}-\d{6}$/);
  const mine = buyer.getByRole('region', { name: 'Your complaints' }).getByRole('listitem').filter({ hasText: ticket });
  await expect(mine).toContainText('Received');
  expect(await mailText('buyer@haat.demo', `We received your complaint ${ticket}`)).toContain(orderNumber ?? '');

  // The operator's queue: take it up, then resolve it.
  const ops = await signedInPage(browser, origin, '/auth?next=%2Fops%2Fgrievances', 'ops@haat.demo');
  await expect(ops.getByRole('heading', { name: 'Grievances' })).toBeVisible();
  const queued = ops.getByRole('listitem').filter({ hasText: ticket });
  await queued.getByRole('button', { name: 'Take up' }).click();
  await expect(ops.getByText('Complaint taken up')).toBeVisible();
  await expect(queued).toContainText('Being looked into');
  await queued.getByRole('button', { name: 'Resolve' }).click();
  const dialog = ops.getByRole('dialog', { name: `Resolve ${ticket}` });
  await dialog.getByLabel('What was done').fill('The seller is sending the missing earring by courier today.');
  await dialog.getByRole('button', { name: 'Resolve and tell them' }).click();
  await expect(ops.getByText('Complaint resolved')).toBeVisible();
  await ops.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(ops.getByRole('listitem').filter({ hasText: ticket })).toBeVisible();
  const report = ops.getByRole('region', { name: 'Monthly grievance report' });
  await expect(report.getByText('Received', { exact: true })).toBeVisible();
  expect(Number(await report.locator('dt:text-is("Received") + dd').textContent())).toBeGreaterThanOrEqual(1);

  // The buyer's account shows it resolved, with what was done.
  await buyer.goto('/account');
  const resolved = buyer
    .getByRole('region', { name: 'Your complaints' })
    .getByRole('listitem')
    .filter({ hasText: ticket });
  await expect(resolved).toContainText('Resolved');
  await expect(resolved).toContainText('The seller is sending the missing earring by courier today.');
});
