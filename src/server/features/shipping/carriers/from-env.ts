import type { Env } from '../../../env.ts';
import type { Carrier, CarrierName } from './carrier.ts';
import { createDelhivery } from './delhivery.ts';
import { createShiprocket } from './shiprocket.ts';

type CarrierEnv = Pick<
  Env,
  | 'SHIPROCKET_BASE_URL'
  | 'SHIPROCKET_EMAIL'
  | 'SHIPROCKET_PASSWORD'
  | 'SHIPROCKET_WEBHOOK_TOKEN'
  | 'DELHIVERY_BASE_URL'
  | 'DELHIVERY_TOKEN'
  | 'DELHIVERY_WEBHOOK_TOKEN'
>;

/** The carriers the environment sets up (decision 073); none means sellers ship by hand, as before. */
export function carriersFromEnv(
  env: CarrierEnv,
  options: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): Map<CarrierName, Carrier> {
  const carriers = new Map<CarrierName, Carrier>();
  const { SHIPROCKET_EMAIL: email, SHIPROCKET_PASSWORD: password, SHIPROCKET_WEBHOOK_TOKEN: webhookToken } = env;
  if (email && password && webhookToken)
    carriers.set(
      'shiprocket',
      createShiprocket({ baseUrl: env.SHIPROCKET_BASE_URL, email, password, webhookToken, ...options }),
    );
  if (env.DELHIVERY_TOKEN && env.DELHIVERY_WEBHOOK_TOKEN)
    carriers.set(
      'delhivery',
      createDelhivery({
        baseUrl: env.DELHIVERY_BASE_URL,
        token: env.DELHIVERY_TOKEN,
        webhookToken: env.DELHIVERY_WEBHOOK_TOKEN,
        ...options,
      }),
    );
  return carriers;
}
