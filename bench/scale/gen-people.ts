// Step 1 of a generated marketplace: the reference tables the other steps draw from, then the people: buyers,
// sellers (with their GST details) and creators (with their stores), each an account that signs in with the demo
// password. Set-based SQL straight into the tables: this is a bench harness, not app code (see generate.ts).
import type { Growth } from './tiers.ts';
import { BUSINESS_WORDS, CATEGORIES, CITIES, FIRST_NAMES, LAST_NAMES, STREETS, sqlArray } from './vocab.ts';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const pick = (list: readonly string[], u: string) => `(${sqlArray(list)})[1 + floor(${u} * ${list.length})::int]`;

/** A person's name drawn from the name lists. */
export const personName = () => `${pick(FIRST_NAMES, 'random()')} || ' ' || ${pick(LAST_NAMES, 'random()')}`;
export const streetOf = (u: string) => pick(STREETS, u);

const citySlots = CITIES.flatMap(([, , , , weight], index) => Array.from({ length: weight }, () => index));
const categorySlots = CATEGORIES.flatMap((category, index) => Array.from({ length: category.weight }, () => index));
export const CITY_SLOTS = citySlots.length;
/** Letters from hex digits, for the letters of a PAN. */
const letters = (hex: string) => `translate(upper(${hex}), '0123456789ABCDEF', 'ABCDEFGHJKLMNPQR')`;

/** The reference tables: cities and categories, each with weighted slots to draw from by one random integer. */
export function referenceSql(): string {
  const cities = CITIES.map(
    ([city, state, code, pincode], index) =>
      `(${index}, ${quote(city)}, ${quote(state)}, ${quote(code)}, ${quote(pincode)})`,
  ).join(',');
  const categories = CATEGORIES.map(
    (category, index) =>
      `(${index}, ${quote(category.id)}, ${quote(category.hsnCode)}, ${category.gstRateBps}, ` +
      `${category.priceRupees[0]}, ${category.priceRupees[1]}, ${quote(category.trade)}, ` +
      `${sqlArray(category.styles)}, ${sqlArray(category.items)}, ${sqlArray(category.variants)})`,
  ).join(',');
  return `
    create unlogged table scale_gen.city (i int primary key, city text, state text, code text, pincode text);
    insert into scale_gen.city values ${cities};
    create unlogged table scale_gen.city_slot (slot int primary key, i int);
    insert into scale_gen.city_slot values ${citySlots.map((i, slot) => `(${slot}, ${i})`).join(',')};
    create unlogged table scale_gen.category (i int primary key, id text, hsn text, gst int, lo int, hi int,
      trade text, styles text[], items text[], variants text[]);
    insert into scale_gen.category values ${categories};
    create unlogged table scale_gen.category_slot (slot int primary key, i int);
    insert into scale_gen.category_slot values ${categorySlots.map((i, slot) => `(${slot}, ${i})`).join(',')};`;
}

/** Buyers: accounts that order, most from the metros. */
export function buyersSql(growth: Growth): string {
  return `
    create unlogged table scale_gen.buyer as
    with b as materialized (
      select n, gen_random_uuid()::text as user_id, ${pick(FIRST_NAMES, 'random()')} as first,
        ${pick(LAST_NAMES, 'random()')} as last, floor(random() * ${CITY_SLOTS})::int as slot,
        now() - make_interval(secs => (30 + random() * 500) * 86400) as created_at
      from generate_series(1, ${growth.buyers}) n)
    select b.n, b.user_id, b.first || ' ' || b.last as name,
      lower(b.first || '.' || b.last || b.n) || '@example.in' as email,
      '+91' || (6 + b.n % 4) || lpad(((b.n::bigint * 7919) % 1000000000)::text, 9, '0') as phone,
      s.i as city_i, b.created_at
    from b join scale_gen.city_slot s on s.slot = b.slot;
    alter table scale_gen.buyer add primary key (n);`;
}

/**
 * Sellers by rank: rank 0 is the demo's seller (seller@haat.demo), the biggest; the others are generated, nine in
 * ten registered for GST. Each mostly sells one category.
 */
export function sellersSql(growth: Growth): string {
  return `
    create unlogged table scale_gen.seller as
    select 0 as r, s.id as seller_id, s.user_id, 'jewellery'::text as category, s.gstin is not null as registered,
      coalesce(s.state_code, left(s.gstin, 2)) as state_code, coalesce(c.i, 0) as city_i, s.business_name,
      s.slug, s.created_at, s.dispatch_days
    from sellers s left join scale_gen.city c on c.city = s.city where s.slug = 'rangmahal-jewels';
    insert into scale_gen.seller
    with s as materialized (
      select r, gen_random_uuid() as seller_id, gen_random_uuid()::text as user_id,
        floor(random() * 100)::int as cat_slot, floor(random() * ${CITY_SLOTS})::int as city_slot,
        ${pick(BUSINESS_WORDS, 'random()')} as word, random() < 0.9 as registered,
        now() - make_interval(days => 200 + floor(random() * 700)::int) as created_at,
        1 + floor(random() * random() * 6)::int as dispatch_days
      from generate_series(1, ${growth.sellers - 1}) r)
    select s.r, s.seller_id, s.user_id, k.id, s.registered, c.code, c.i, s.word || ' ' || k.trade,
      lower(s.word || '-' || k.trade) || '-' || s.r, s.created_at, s.dispatch_days
    from s join scale_gen.category_slot ks on ks.slot = s.cat_slot join scale_gen.category k on k.i = ks.i
      join scale_gen.city_slot cs on cs.slot = s.city_slot join scale_gen.city c on c.i = cs.i;
    alter table scale_gen.seller add primary key (r);
`;
}

/** Creators by rank, each with a store: rank 0 is the demo's @priya.styles (creator@haat.demo), the biggest. */
export function creatorsSql(growth: Growth): string {
  const niches = sqlArray(['styles', 'finds', 'picks', 'edit', 'closet', 'decor', 'tech', 'glow', 'kitchen', 'fit']);
  return `
    create unlogged table scale_gen.store as
    select 0 as r, id as store_id, user_id, handle, display_name, 'styles' as niche, created_at from creator_stores
    where handle = 'priya.styles';
    insert into scale_gen.store
    with s as materialized (
      select r, gen_random_uuid() as store_id, gen_random_uuid()::text as user_id,
        ${pick(FIRST_NAMES, 'random()')} as first, ${pick(LAST_NAMES, 'random()')} as last,
        (${niches})[1 + floor(random() * 10)::int] as niche,
        now() - make_interval(days => 30 + floor(random() * 500)::int) as created_at
      from generate_series(1, ${growth.stores - 1}) r)
    select r, store_id, user_id, lower(first) || '.' || niche || r, first || ' ' || last, niche, created_at from s;
    alter table scale_gen.store add primary key (r);
`;
}

/** Everyone generated signs in with the demo's password: its hash is copied from the demo creator's account. */
export function accountsSql(): string {
  return `
    create unlogged table scale_gen.person as
    select user_id, name, email, 'buyer' as role, null::text as handle, created_at from scale_gen.buyer
    union all
    select s.user_id, s.business_name, s.slug || '@example.in', 'merchant', null, s.created_at
    from scale_gen.seller s where s.r > 0
    union all
    select user_id, display_name, handle || '@example.in', 'creator', handle, created_at
    from scale_gen.store where r > 0;

    insert into users (id, name, email, email_verified, created_at, updated_at)
    select user_id, name, email, true, created_at, created_at from scale_gen.person;
    insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
    select gen_random_uuid()::text, p.user_id, 'credential', p.user_id, demo.password, p.created_at, p.created_at
    from scale_gen.person p,
      (select a.password from accounts a join users u on u.id = a.user_id
       where u.email = 'creator@haat.demo' and a.provider_id = 'credential') demo;
    insert into profiles (user_id, haat_handle, role_intent, display_name, created_at, updated_at)
    select user_id, handle, role, name, created_at, created_at from scale_gen.person;`;
}

/** The sellers and stores themselves, once their accounts exist. */
export function sellersAndStoresSql(): string {
  return `
    insert into sellers (id, user_id, slug, business_name, description, city, pickup_pincode, gstin, legal_name,
      business_address, state_code, dispatch_days, created_at)
    select s.seller_id, s.user_id, s.slug, s.business_name,
      s.business_name || ' sells ' || s.category || ' made in and around ' || c.city || ', packed and shipped by us.',
      c.city, c.pincode,
      case when s.registered then c.code || 'AA' || ${letters('left(md5(s.r::text), 1)')}
        || (array['C','F','P'])[1 + s.r % 3] || ${letters('substr(md5(s.r::text), 2, 1)')}
        || lpad((s.r * 37 % 10000)::text, 4, '0') || ${letters('substr(md5(s.r::text), 3, 1)')} || '1Z'
        || ${letters('substr(md5(s.r::text), 4, 1)')} end,
      case s.r % 3 when 0 then s.business_name || ' Private Limited' when 1 then s.business_name
        else ${personName()} end,
      (10 + s.r % 200) || ', ' || ${streetOf('random()')} || ', ' || c.city || ', ' || c.state || ' ' || c.pincode,
      c.code, s.dispatch_days, s.created_at
    from scale_gen.seller s join scale_gen.city c on c.i = s.city_i where s.r > 0;
    insert into creator_stores (id, user_id, handle, display_name, bio, created_at)
    select store_id, user_id, handle, display_name,
      'Everyday ' || niche || ' I actually use. New picks every week.', created_at
    from scale_gen.store where r > 0;`;
}
