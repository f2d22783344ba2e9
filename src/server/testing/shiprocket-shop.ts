import { lampInStore } from './shop-setup.ts';
import { startShiprocketServer } from './shiprocket-server.ts';
import { startTestServer } from './test-server.ts';
import { startTestSmtp } from './test-smtp.ts';

/**
 * What the parcel tests share (decision 073): a Shiprocket test server, a mail server, an app booking with the one
 * and mailing through the other (its webhooks pointed at the app), and a seller's brass lamp in a creator's store.
 */
export async function shiprocketShop(names: { slug: string; handle: string }) {
  const shiprocket = await startShiprocketServer();
  const smtp = await startTestSmtp();
  const server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      SHIPROCKET_BASE_URL: shiprocket.url,
      SHIPROCKET_EMAIL: shiprocket.email,
      SHIPROCKET_PASSWORD: shiprocket.password,
      SHIPROCKET_WEBHOOK_TOKEN: shiprocket.webhookToken,
    },
  });
  shiprocket.setWebhookUrl(`${server.url}/api/shipping/webhooks/shiprocket`);
  const forSale = await lampInStore(server, names);
  return {
    shiprocket,
    smtp,
    server,
    seller: forSale.seller.cookie,
    sellerId: forSale.seller.seller.id,
    lamp: forSale.listing,
    async close() {
      await server.close();
      await shiprocket.close();
      await smtp.close();
    },
  };
}

export type ShiprocketShop = Awaited<ReturnType<typeof shiprocketShop>>;
