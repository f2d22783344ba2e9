import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '#shared/contracts/ai-manager.ts';
import { indianToday } from '#shared/contracts/campaigns.ts';
import type { Participant, SellerCampaign } from '#shared/contracts/campaigns.ts';
import type { Product, ProductInput } from '#shared/contracts/catalog.ts';
import { readServerSentData } from '#shared/sse.ts';
import {
  OPENAI_TEST_PIECES as PIECES,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer as Upstream,
} from '../../testing/openai-compatible-server.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  meeraWears,
  postOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

interface Streamed {
  status: number;
  contentType: string | null;
  chunks: ChatChunk[];
  done: boolean;
  text: string;
}

/** Posts a conversation and reads the whole event stream. */
async function ask(
  server: TestServer,
  question: string | { role: string; content: string }[],
  options: { cookie?: string; context?: string } = {},
): Promise<Streamed> {
  const messages = typeof question === 'string' ? [{ role: 'user', content: question }] : question;
  const response = await server.send('POST', '/api/ai-chat', options.cookie, {
    messages,
    ...(options.context ? { context: options.context } : {}),
  });
  const chunks: ChatChunk[] = [];
  let done = false;
  if (response.ok && response.body) {
    for await (const data of readServerSentData(response.body)) {
      if (data === '[DONE]') done = true;
      else chunks.push(JSON.parse(data) as ChatChunk);
    }
  }
  const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
  return { status: response.status, contentType: response.headers.get('content-type'), chunks, done, text };
}

const turn = (content: string, role = 'user') => ({ role, content });

/** The account allows the assistant to read its orders, as on /account. */
async function allowOrderHistory(cookie: string) {
  const answer = await server.send('PUT', '/api/me/consents', cookie, { purpose: 'ai_order_history', granted: true });
  expect(answer.status).toBe(200);
}

/** Markdown links in an answer: [label](href). */
const linksIn = (text: string) =>
  [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map(([, label, href]) => ({ label: label ?? '', href: href ?? '' }));

/** The "today" count of a received-orders answer in Hindi. */
const today = (text: string) => Number(/- आज: (\d+)/.exec(text)?.[1]);

let server: TestServer;
let seller: string;
let creator: string;
let campaign: SellerCampaign;

const sellerProduct = (name: string, category: ProductInput['category'], pricePaise: number): Promise<Product> =>
  createdProduct(server, seller, { name, category, pricePaise, stock: 20, resellable: true });

beforeAll(async () => {
  server = await startTestServer({ env: { AI_WORD_DELAY_MS: '0', AI_CHAT_LIMIT_PER_IP: '1000' } });
  seller =
    // Registered for GST: its products go to buyers in every state.
    (
      await signedInSeller(server, {
        businessName: 'Jaipur Jewels',
        slug: 'jaipur-jewels',
        pickupPincode: '302003',
        gstin: '08AAJFJ4821K1Z4',
      })
    ).cookie;
  creator = (await signedInCreator(server, meeraWears, { name: 'Meera Iyer' })).cookie;
  // The creator's store prices: base + ₹20 markup.
  for (const [name, category, price] of [
    ['Oxidised Jhumka Earrings', 'jewellery', 27_900],
    ['Pearl Drop Earrings', 'jewellery', 89_900],
    ['Brass Hoop Earrings', 'jewellery', 47_900],
    ['Silver Anklet Pair', 'jewellery', 30_000],
    ['Handloom Cotton Kurta', 'fashion', 99_900],
  ] as const) {
    await createdListing(server, creator, (await sellerProduct(name, category, price)).id, 2_000);
  }
  const deadline = indianToday(new Date(server.deps.now().getTime() + 10 * 86_400_000));
  campaign = await json<SellerCampaign>(
    server.send('POST', '/api/seller/campaigns', seller, {
      brand: 'Jaipur Jewels',
      title: 'Jhumka week reels',
      desc: 'Style our jhumkas three ways in one reel.',
      hashtags: ['#JhumkaWeek'],
      payout: '₹2,500 per reel',
      payoutType: 'cash',
      payoutAmountPaise: 250_000,
      deadline,
      badges: [],
      status: 'open',
    }),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /api/ai-chat: what it accepts', () => {
  it('refuses bad conversations with 422 and the field, before any stream', async () => {
    const cases: [unknown, string][] = [
      [{ messages: [] }, 'messages'],
      [{ messages: Array.from({ length: 31 }, () => turn('hello')) }, 'messages'],
      [{ messages: [turn('x'.repeat(4001))] }, 'messages.0.content'],
      [{ messages: [turn('   \n ')] }, 'messages.0.content'],
      [{ messages: [turn('hi', 'system')] }, 'messages.0.role'],
      [{ messages: [turn('hi'), turn('hello', 'assistant')] }, 'messages'],
      [{ messages: [turn('hi')], context: 'admin' }, 'context'],
      [{ messages: [{ role: 'user', content: 'hi', name: 'x' }] }, 'messages.0'],
      [{ prompt: 'hi' }, 'messages'],
    ];
    for (const [body, field] of cases) {
      const response = await server.send('POST', '/api/ai-chat', undefined, body);
      const failure = await json<Failure>(response);
      expect({
        status: response.status,
        code: failure.error.code,
        fields: Object.keys(failure.error.fields ?? {}),
      }).toMatchObject({ status: 422, code: 'validation_failed', fields: expect.arrayContaining([field]) });
    }
    const notJson = await server.fetch('/api/ai-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"messages":',
    });
    expect(notJson.status).toBe(400);
    expect((await json<Failure>(notJson)).error.code).toBe('invalid_json');
  });

  it('accepts 30 messages of 4000 characters', async () => {
    const messages = Array.from({ length: 30 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: 'x'.repeat(4000),
    }));
    messages[29] = { role: 'user', content: `${'hello '.repeat(600)}`.slice(0, 4000) };
    const answer = await ask(server, messages);
    expect(answer.status).toBe(200);
    expect(answer.done).toBe(true);
  });
});

describe('the offline concierge', () => {
  it('streams "earrings under ₹500" word by word as chat-completion chunks, listing only earrings at most ₹500', async () => {
    const answer = await ask(server, 'earrings under ₹500');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/event-stream/);
    expect(answer.done).toBe(true);
    expect(answer.chunks.length).toBeGreaterThan(10);
    for (const chunk of answer.chunks) {
      expect(chunk).toMatchObject({
        object: 'chat.completion.chunk',
        model: 'haat-concierge',
        id: answer.chunks[0]?.id,
      });
      expect(chunk.choices[0]?.index).toBe(0);
    }
    // Each piece is one word with the space after it; the last chunk finishes.
    expect(answer.chunks.slice(0, -1).every((chunk) => /^\S+\s*$/.test(chunk.choices[0]?.delta.content ?? ''))).toBe(
      true,
    );
    expect(answer.chunks.at(-1)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });

    const products = linksIn(answer.text).filter((link) => link.href.includes('?product='));
    expect(products.map((link) => link.label).toSorted()).toEqual(['Brass Hoop Earrings', 'Oxidised Jhumka Earrings']);
    for (const link of products) expect(link.href).toMatch(/^\/@meera\.wears\?product=[0-9a-f-]{36}$/);
    const prices = [...answer.text.matchAll(/\*\*₹([\d,]+)\*\*/g)].map(([, rupees]) =>
      Number(rupees?.replaceAll(',', '')),
    );
    expect(prices.toSorted((a, b) => a - b)).toEqual([299, 499]);
    expect(answer.text).not.toContain('Pearl Drop');
    expect(answer.text).not.toContain('Anklet');
  });

  it('answers a listing whose link opens in the store', async () => {
    const answer = await ask(server, 'earrings under ₹500');
    const [first] = linksIn(answer.text).filter((link) => link.href.includes('?product='));
    const listingId = new URL(first?.href ?? '/', server.url).searchParams.get('product');
    const store = await json<{ items: { listingId: string }[] }>(
      server.fetch('/api/stores/by-handle/meera.wears/products'),
    );
    expect(store.items.map((item) => item.listingId)).toContain(listingId);
  });

  it('says so when nothing fits the budget, without listing dearer products', async () => {
    const answer = await ask(server, 'kurta under ₹300');
    expect(answer.text).toContain('couldn’t find');
    expect(linksIn(answer.text).filter((link) => link.href.includes('?product='))).toEqual([]);
  });

  it('lists open campaigns with their payouts', async () => {
    const answer = await ask(server, 'Which campaigns pay cash?');
    expect(answer.text).toContain('Jhumka week reels');
    expect(answer.text).toContain('₹2,500 per reel');
    expect(linksIn(answer.text).map((link) => link.href)).toContain('/collab-invites');
  });

  it('on the landing screen, suggests starting as a creator or a seller', async () => {
    const answer = await ask(server, 'hello', { context: 'landing' });
    expect(answer.text).toMatch(/\*\*creator\*\*/);
    expect(answer.text).toMatch(/\*\*seller\*\*/);
    const creatorSteps = await ask(server, 'How do I start as a creator?', { context: 'landing' });
    expect(creatorSteps.text).toContain('markup');
    expect(linksIn(creatorSteps.text).map((link) => link.href)).toContain('/role-select');
    const sellerSteps = await ask(server, 'I want to sell my products', { context: 'landing' });
    expect(sellerSteps.text).toContain('Starting as a **seller**');
  });

  it('tells a signed-in creator their campaign status and earnings, and a visitor to sign in', async () => {
    expect((await server.send('POST', `/api/campaigns/${campaign.id}/join`, creator, {})).status).toBe(201);
    expect(
      (
        await server.send('POST', `/api/campaigns/${campaign.id}/submission`, creator, {
          postUrl: 'https://instagram.com/reel/abc123',
        })
      ).status,
    ).toBe(200);
    const before = await ask(server, 'How are my campaigns doing?', { cookie: creator });
    expect(before.text).toContain('**Jhumka week reels** (Jaipur Jewels): post submitted, waiting for the seller');

    const { items: participants } = await json<{ items: Participant[] }>(
      server.send('GET', `/api/seller/campaigns/${campaign.id}/participants`, seller),
    );
    expect(
      (
        await server.send('POST', `/api/seller/campaign-participants/${participants[0]?.id}/review`, seller, {
          decision: 'approve',
        })
      ).status,
    ).toBe(200);
    const after = await ask(server, 'How are my campaigns doing?', { cookie: creator });
    expect(after.text).toContain('approved, ₹2,500.00 paid into your earnings');
    const earnings = await ask(server, 'How much have I earned?', { cookie: creator });
    expect(earnings.text).toContain('**As a creator:** ₹0.00 paid out, ₹2,500.00 payable');
    expect(earnings.text).toMatch(/The next payout run is on Mon, \d+ \w+ \d{4}/);

    const visitor = await ask(server, 'How much have I earned?');
    expect(visitor.text).toContain('[Sign in](/auth)');
    // Reading their orders is a purpose the person allows (decision 057): until they do, the assistant asks.
    const unasked = await ask(server, 'Where is my order?', { cookie: creator });
    expect(unasked.text).toContain('I need your permission to read them');
    expect(unasked.text).toContain('[Your data](/account#your-data)');
    await allowOrderHistory(creator);
    const orders = await ask(server, 'Where is my order?', { cookie: creator });
    expect(orders.text).toContain('You have no orders yet');
  });
});

/** The products an answer lists, by name. */
const productsIn = (text: string) =>
  linksIn(text)
    .filter((link) => link.href.includes('?product='))
    .map((link) => link.label);

describe('POST /api/ai-chat in Hindi and Hinglish (decision 047)', () => {
  it('reads "500 se kam ke jhumke" as jhumkas up to ₹500, and answers in Hindi', async () => {
    const answer = await ask(server, '500 se kam ke jhumke');
    expect(productsIn(answer.text)).toEqual(['Oxidised Jhumka Earrings']);
    expect(answer.text).toContain('**₹299**');
    expect(answer.text).toContain('jhumke के लिए ₹500 से कम में यह रही एक पसंद:');
    expect(answer.text).toContain('meera.wears');
  });

  it('reads the same in Devanagari, with Devanagari digits', async () => {
    const answer = await ask(server, '५०० रुपये तक के झुमके दिखाओ');
    expect(productsIn(answer.text)).toEqual(['Oxidised Jhumka Earrings']);
    expect(answer.text).toContain('झुमके के लिए ₹500 से कम में यह रही एक पसंद:');
  });

  it('answers "mujhe seller banna hai" with the seller’s first steps, in Hindi', async () => {
    const answer = await ask(server, 'mujhe seller banna hai');
    expect(answer.text).toContain('**विक्रेता** बनना ऐसे शुरू करें:');
    expect(linksIn(answer.text).map((link) => link.href)).toContain('/role-select');
    expect(answer.text).not.toContain('Starting as a');
  });

  it('answers "मेरी कमाई कितनी है" with the creator’s own figures, in Hindi; a visitor is told how earnings work', async () => {
    const answer = await ask(server, 'मेरी कमाई कितनी है', { cookie: creator });
    expect(answer.text).toContain('**क्रिएटर के तौर पर:** ₹0.00 मिल चुके, ₹2,500.00 भुगतान के लिए तैयार');
    expect(answer.text).toContain('[डैशबोर्ड](/dashboard)');
    const visitor = await ask(server, 'मेरी कमाई कितनी है');
    expect(visitor.text).toContain('हाट पर कमाई ऐसे होती है:');
    expect(visitor.text).toContain('[साइन इन करें](/auth)');
  });

  it('answers a creator’s "kal tak kitne order aaye?" with the orders their store received, not their own purchases', async () => {
    const before = await ask(server, 'kal tak kitne order aaye?', { cookie: creator });
    expect(before.text).toContain('आपकी दुकान के ऑर्डर:');
    const listing = await createdListing(
      server,
      creator,
      (await sellerProduct('Kundan Choker', 'jewellery', 49_900)).id,
      5_000,
    );
    await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 2 }] });
    const after = await ask(server, 'kal tak kitne order aaye?', { cookie: creator });
    expect(today(after.text)).toBe(today(before.text) + 1);
    expect(after.text).toContain('[डैशबोर्ड](/dashboard)');
    expect(after.text).not.toContain('आपके हाल के ऑर्डर');
    // The seller hears of the orders for their products; someone who only shops, of their own orders.
    expect((await ask(server, 'how many orders came in today?', { cookie: seller })).text).toContain(
      'Orders for your products:',
    );
  });

  it('answers in the language asked, and a question that does not say in the language of the app', async () => {
    const english = await ask(server, 'How do I start as a creator?', { cookie: 'haat_lang=hi' });
    expect(english.text).toContain('Starting as a **creator**');
    const bare = await ask(server, 'jhumka', { cookie: 'haat_lang=hi' });
    expect(bare.text).toContain('यह रही एक पसंद');
    expect((await ask(server, 'jhumka')).text).toContain('Here is one pick for jhumka');
  });
});

/* User-written text in answers: names are escaped, so they never make links or other Markdown. */

/** A backslash escape (CommonMark: before any ASCII punctuation) and the character it makes literal. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;
/** The answer with every escape pair hidden, same length: what is left is the Markdown a reader acts on. */
const syntaxOf = (text: string) => text.replaceAll(ESCAPE, '\u0001\u0001');
/** Text as the panel shows it. */
const literal = (text: string) => text.replaceAll(ESCAPE, '$1');

/** The links a CommonMark reader (and the panel) would make: [label](href) whose brackets and parentheses are not escaped. */
function linksOutsideEscapes(text: string) {
  const syntax = syntaxOf(text);
  return [...syntax.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)].map((match) => {
    const start = match.index + 1;
    const label = text.slice(start, start + (match[1]?.length ?? 0));
    const href = text.slice(start + label.length + 2, start + label.length + 2 + (match[2]?.length ?? 0));
    return { label: literal(label), href };
  });
}

/** Asserts the answer has no Markdown but the concierge's own: links only to `allowed`, bold only in pairs, no code, autolinks, images, emphasis, lists, headings or quotes. */
function expectOnlyOwnMarkdown(text: string, allowed: RegExp) {
  const syntax = syntaxOf(text);
  for (const link of linksOutsideEscapes(text)) expect(link.href).toMatch(allowed);
  expect(syntax.replaceAll(/\[[^\]]*\]\([^)]*\)/g, '')).not.toMatch(/[[\]<>`_|~\\]/);
  expect(syntax.replaceAll(/\*\*[^*\n]+\*\*/g, '')).not.toContain('*');
  for (const line of syntax.split('\n')) expect(line).not.toMatch(/^\s*(#|>|=|\+|\d+[.)]|[-*]\s*$)/);
}

describe('the concierge with hostile names', () => {
  const HOSTILE_PRODUCTS = [
    'Zebra lamp [Home](/\\evil.example)',
    'Zebra rug [a](//evil.example) <https://evil.example> ![img](https://evil.example/x.png)',
    'Zebra mug [click](javascript:alert(1)) `code` **bold** _em_ ~~gone~~',
    'Zebra vase \\[x](/\\\\evil.example) ](y)[z](https://evil.example "title") \\',
    'Zebra cushion - [Sale](//evil.example) # Heading > quote',
  ];
  const STORE_NAME = 'Eve [shop](//evil.example) **VIP** `x`';
  const BUYER_NAME = '[Eve](//evil.example)';
  let hostileCreator: string;
  let buyer: string;
  let hostileCampaign: SellerCampaign;
  const listingIds: string[] = [];

  beforeAll(async () => {
    hostileCreator = (await signedInCreator(server, { handle: 'eve.hostile', displayName: STORE_NAME })).cookie;
    for (const name of HOSTILE_PRODUCTS) {
      const product = await sellerProduct(name, 'home', 59_900);
      listingIds.push((await createdListing(server, hostileCreator, product.id, 0)).id);
    }
    const posted = await server.send('POST', '/api/seller/campaigns', seller, {
      brand: 'Evil [co](//evil.example)',
      title: '**Win** [big](javascript:alert(1)) `now` # today',
      desc: 'A campaign with a hostile title.',
      hashtags: ['#Evil'],
      payout: '₹500 [claim](https://evil.example/pay) <https://evil.example>',
      payoutType: 'cash',
      payoutAmountPaise: 50_000,
      deadline: indianToday(new Date(server.deps.now().getTime() + 2 * 86_400_000)),
      badges: [],
      status: 'open',
    });
    if (posted.status !== 201) throw new Error(`campaign: ${posted.status} ${await posted.text()}`);
    hostileCampaign = await json<SellerCampaign>(posted);
    buyer = (await signedInAccount(server, { roleIntent: 'buyer', name: BUYER_NAME })).cookie;
  });

  it('lists products whose names hold Markdown as plain names, linking only to the listings', async () => {
    const answer = await ask(server, 'zebra');
    expect(answer.status).toBe(200);
    const links = linksOutsideEscapes(answer.text);
    const products = links.filter((link) => link.href.includes('?product='));
    expect(products.map((link) => link.href).toSorted()).toEqual(
      listingIds.map((id) => `/@eve.hostile?product=${id}`).toSorted(),
    );
    // The names read as written.
    expect(products.map((link) => link.label).toSorted()).toEqual(HOSTILE_PRODUCTS.toSorted());
    expect(links.filter((link) => !link.href.includes('?product=')).map((link) => link.href)).toEqual([
      '/shop?q=zebra',
    ]);
    expectOnlyOwnMarkdown(answer.text, /^\/(@eve\.hostile\?product=[0-9a-f-]{36}|shop\?q=zebra)$/);
    expect(literal(answer.text)).toContain(`in ${STORE_NAME}’s store`);
    expect(answer.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(HOSTILE_PRODUCTS.length);
  });

  it('lists a campaign with a hostile title, brand and payout as text', async () => {
    const answer = await ask(server, 'Which campaigns are open?');
    expectOnlyOwnMarkdown(answer.text, /^\/(collab-invites|role-select)$/);
    expect(literal(answer.text)).toContain(
      `- **${hostileCampaign.title}** by ${hostileCampaign.brand}: ${hostileCampaign.payout} (cash)`,
    );
  });

  it('quotes a hostile rejection note, order lines and a hostile name as text', async () => {
    expect((await server.send('POST', `/api/campaigns/${hostileCampaign.id}/join`, hostileCreator, {})).status).toBe(
      201,
    );
    expect(
      (
        await server.send('POST', `/api/campaigns/${hostileCampaign.id}/submission`, hostileCreator, {
          postUrl: 'https://instagram.com/reel/xyz789',
        })
      ).status,
    ).toBe(200);
    const { items: participants } = await json<{ items: Participant[] }>(
      server.send('GET', `/api/seller/campaigns/${hostileCampaign.id}/participants`, seller),
    );
    // Notes may span lines; in the chat a line break is a space, so the note cannot start a list.
    const note = 'Redo it: [see brief](//evil.example)\n- **now**\n# [x](javascript:alert(1))';
    expect(
      (
        await server.send('POST', `/api/seller/campaign-participants/${participants[0]?.id}/review`, seller, {
          decision: 'reject',
          note,
        })
      ).status,
    ).toBe(200);
    const mine = await ask(server, 'How are my campaigns doing?', { cookie: hostileCreator });
    expectOnlyOwnMarkdown(mine.text, /^\/collab-invites$/);
    expect(literal(mine.text)).toContain(`changes asked: “${note.replaceAll('\n', ' ')}”`);

    const placed = await postOrder(
      server,
      {
        contact: { name: 'Eve', phone: '+91 98765 43210' },
        address: { line1: '12 Lake View Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
        payment: { method: 'cod' },
        lines: [{ listingId: listingIds[0], quantity: 1 }],
      },
      { cookie: buyer, key: 'hostile-order-1' },
    );
    expect(placed.status).toBe(201);
    await allowOrderHistory(buyer);
    const orders = await ask(server, 'Where is my order?', { cookie: buyer });
    expectOnlyOwnMarkdown(orders.text, /^\/orders-and-deliveries$/);
    expect(literal(orders.text)).toContain(`1 × ${HOSTILE_PRODUCTS[0]}`);

    const hello = await ask(server, 'hello', { cookie: buyer });
    expectOnlyOwnMarkdown(hello.text, /^$/);
    expect(literal(hello.text)).toContain(`Namaste, ${BUYER_NAME}!`);
  });
});

describe('rate limits', () => {
  it('allows a signed-in account 20 questions a minute, then answers 429 with Retry-After until the minute is over', async () => {
    const { cookie } = await signedInAccount(server, { roleIntent: 'buyer' });
    for (let index = 0; index < 20; index += 1) expect((await ask(server, 'hi', { cookie })).status).toBe(200);
    const refused = await server.send('POST', '/api/ai-chat', cookie, { messages: [{ role: 'user', content: 'hi' }] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json<Failure>(refused)).error.code).toBe('rate_limited');
    server.deps.clock.advance(61_000);
    expect((await ask(server, 'hi', { cookie })).status).toBe(200);
  });

  it('limits one network (IP) across anonymous visitors, shared through the database', async () => {
    const limited = await startTestServer({ env: { AI_WORD_DELAY_MS: '0', AI_CHAT_LIMIT_PER_IP: '3' } });
    const second = await startTestServer({
      sharing: limited,
      env: { AI_WORD_DELAY_MS: '0', AI_CHAT_LIMIT_PER_IP: '3' },
    });
    try {
      expect((await ask(limited, 'hi')).status).toBe(200);
      expect((await ask(second, 'hi')).status).toBe(200);
      expect((await ask(limited, 'hi')).status).toBe(200);
      const refused = await second.send('POST', '/api/ai-chat', undefined, {
        messages: [{ role: 'user', content: 'hi' }],
      });
      expect(refused.status).toBe(429);
      expect((await json<Failure>(refused)).error.message).toMatch(/Too many questions from your network/);
    } finally {
      await second.close();
      await limited.close();
    }
  });
});

/* The OpenAI-compatible path, against a local server that speaks the same streaming protocol. */

describe('with AI_BASE_URL: relaying an OpenAI-compatible server', () => {
  let upstream: Upstream;
  let relay: TestServer;

  beforeAll(async () => {
    upstream = await startOpenAiCompatibleServer();
    relay = await startTestServer({
      env: {
        AI_BASE_URL: `${upstream.url}/v1`,
        AI_MODEL: 'test-model',
        AI_API_KEY: 'sk-test-key',
        AI_CHAT_LIMIT_PER_IP: '1000',
      },
    });
  });

  afterAll(async () => {
    await relay?.close();
    await upstream?.close();
  });

  it('relays the upstream stream in order, piece by piece, with the model, key and a system prompt', async () => {
    const answer = await ask(relay, [
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi!' },
      { role: 'user', content: 'Tell me about Haat' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.done).toBe(true);
    expect(answer.chunks.slice(0, -1).map((chunk) => chunk.choices[0]?.delta.content)).toEqual([
      ...PIECES,
      ' You asked: Tell me about Haat',
    ]);
    expect(answer.chunks.every((chunk) => chunk.model === 'test-model')).toBe(true);
    expect(answer.chunks.at(-1)?.choices[0]?.finish_reason).toBe('stop');

    const sent = upstream.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test-key');
    expect(sent?.body).toMatchObject({ model: 'test-model', stream: true });
    const messages = sent?.body['messages'] as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Haat');
    expect(messages[0]?.content).toContain('The app is in English. Answer in the language the visitor writes in');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'assistant', content: 'Hi!' },
      { role: 'user', content: 'Tell me about Haat' },
    ]);
  });

  it('tells the model that the app is in Hindi when it is', async () => {
    const answer = await relay.send('POST', '/api/ai-chat', 'haat_lang=hi', {
      messages: [{ role: 'user', content: 'मेरी कमाई कितनी है' }],
    });
    expect(answer.status).toBe(200);
    await answer.text();
    const messages = upstream.requests.at(-1)?.body['messages'] as { role: string; content: string }[];
    expect(messages[0]?.content).toContain('The app is in Hindi. Answer in Hindi, in Devanagari');
  });

  it('answers 502 with the error envelope when the upstream refuses before answering', async () => {
    const response = await relay.send('POST', '/api/ai-chat', undefined, {
      messages: [{ role: 'user', content: 'fail before' }],
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const failure = await json<Failure>(response);
    expect(failure.error.code).toBe('upstream_failed');
    expect(failure.error.message).not.toContain('model crashed');
  });

  it('keeps what arrived and ends with an error chunk when the upstream breaks off mid-stream', async () => {
    const answer = await ask(relay, 'fail midway');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('The first words');
    expect(answer.chunks.at(-1)?.choices[0]?.finish_reason).toBe('error');
    expect(answer.chunks.at(-1)?.error?.code).toBe('upstream_failed');
    expect(answer.done).toBe(true);
  });

  it('stops the upstream request when the client disconnects', async () => {
    const stop = new AbortController();
    const response = await relay.fetch('/api/ai-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'talk slowly' }] }),
      signal: stop.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    stop.abort();
    const sentBeforeClose = await upstream.closed;
    expect(sentBeforeClose).toBeLessThan(200);
  });
});
