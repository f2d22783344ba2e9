import { describe, expect, it } from 'vitest';
import { lineShippedMail, orderConfirmationMail } from './order-mail-templates.ts';
import { sellerNewOrderMail } from './seller-order-mail-templates.ts';

const hostile = '<img src=x onerror="alert(1)">';
const shipTo = {
  name: `Asha ${hostile}`,
  phone: '+919876543210',
  line1: '1 <b>MG</b> Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const buyer = {
  to: 'asha@example.in',
  buyerName: hostile,
  number: 'HT-ABCD2345',
  orderUrl: 'https://haat.example/order?id=1&token=t"><script>',
  guestLink: true,
  locale: 'en' as const,
};

describe('order mail', () => {
  it('escapes everything a person typed (names, products, addresses) and the links in the HTML part', () => {
    const mail = orderConfirmationMail({
      ...buyer,
      lines: [{ name: `Saree ${hostile}`, quantity: 1, amountPaise: 100_000 }],
      deliveryPaise: 4_900,
      codFeePaise: 2_000,
      totalPaise: 106_900,
      payOnDeliveryPaise: 106_900,
      paidOnlinePaise: 0,
      confirmBy: null,
      shipTo,
    });
    expect(mail.html).not.toMatch(/<img|<script|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.html).toContain('href="https://haat.example/order?id=1&amp;token=t&quot;&gt;&lt;script&gt;"');
    expect(mail.html).toContain('₹1,069.00');
    expect(mail.text).toContain('Delivery: ₹49.00');
    expect(mail.text).toContain('Cash on delivery fee: ₹20.00');
  });

  it('gives the seller no guest link and no buyer email', () => {
    const mail = sellerNewOrderMail({
      locale: 'en',
      to: 'seller@example.in',
      sellerName: 'Kaveri',
      number: 'HT-ABCD2345',
      lines: [{ name: 'Saree', quantity: 2, amountPaise: 200_000 }],
      commissionPaise: 10_000,
      commissionGstPaise: 1_800,
      markupGstPaise: 2_000,
      deliveryPaise: 4_900,
      netPaise: 195_100,
      shipTo,
      cashOnDelivery: true,
      dashboardUrl: 'https://haat.example/dashboard',
    });
    expect(mail.text).not.toMatch(/token=|asha@example\.in/);
    expect(mail.html).not.toMatch(/token=|asha@example\.in|<b>/);
    // What the seller is told they get is their net: the base amount, plus the GST inside the creator's markup, less
    // Haat's commission and the GST on it, plus delivery.
    expect(mail.text).toContain('GST in the creator’s markup: + ₹20.00');
    expect(mail.text).toContain('Haat’s commission: − ₹100.00');
    expect(mail.text).toContain('GST on Haat’s commission: − ₹18.00');
    expect(mail.text).toContain('Delivery fee: + ₹49.00');
    expect(mail.text).toContain('You get: ₹1,951.00');
  });

  it('leads with the tracking link for a known courier and keeps the order one', () => {
    const mail = lineShippedMail({
      ...buyer,
      buyerName: 'Asha',
      line: { name: 'Saree', quantity: 1 },
      courier: 'Xpressbees',
      trackingNumber: 'XB1234567890',
      payOnDelivery: true,
    });
    expect(mail.text).toContain(
      'Track with Xpressbees: https://www.xpressbees.com/track?isawb=Yes&trackid=XB1234567890\nView your order: https://haat.example/order',
    );
    expect(mail.html).toContain('href="https://www.xpressbees.com/track?isawb=Yes&amp;trackid=XB1234567890"');
  });

  it("is written in its reader's language, with the page's lang", () => {
    const mail = orderConfirmationMail({
      ...buyer,
      buyerName: 'Sunita',
      locale: 'hi',
      lines: [{ name: 'Brass lamp', quantity: 1, amountPaise: 160_000 }],
      deliveryPaise: 0,
      codFeePaise: 0,
      totalPaise: 160_000,
      payOnDeliveryPaise: 160_000,
      paidOnlinePaise: 0,
      confirmBy: null,
      shipTo,
    });
    expect(mail.subject).toBe('ऑर्डर HT-ABCD2345 हो गया है');
    expect(mail.text).toContain('डिलीवरी: मुफ़्त');
    expect(mail.text).toContain('डिलीवरी पर भुगतान, नकद या UPI: ₹1,600.00');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain('ऑर्डर के लिए धन्यवाद');
  });
});
