// Step 3 of a generated marketplace: orders as buyers place them through creators' stores (the biggest creators
// sell the most), each line with its seller, commission and frozen prices, and each line's timeline: the happy
// path up to now, with cancellations, failed deliveries and returns among them.
import { CITY_SLOTS, personName, streetOf } from './gen-people.ts';
import type { Growth } from './tiers.ts';
import { COURIERS, sqlArray } from './vocab.ts';

const HOUR = `interval '1 hour'`;

/** Orders: the store (rank r drawn as ⌊C·u²⌋), one or two of its listings, a buyer (repeat buyers order more) or a guest. */
export function ordersSql(growth: Growth): string {
  return `
    create unlogged table scale_gen.ord_raw as
    with o as materialized (
      select n, floor(${growth.stores} * power(random(), 2))::int as store_r, random() as u1, random() as u2,
        random() < 0.25 as two, 1 + floor(${growth.buyers} * power(random(), 1.3))::int as buyer_n,
        random() < 0.15 as guest, floor(random() * ${CITY_SLOTS})::int as guest_slot, ${personName()} as guest_name,
        ${growth.days} * 86400 * power(random(), 1.5) as age_s, random() as u_fate, 0.7 + random() * 0.8 as speed,
        random() as u_qty1, random() as u_qty2, floor(random() * 4)::int as utm, floor(random() * 5)::int as courier_i,
        2 + floor(random() * 220)::int as house, ${streetOf('random()')} as street
      from generate_series(1, ${growth.orders}) n)
    select o.*, now() - make_interval(secs => o.age_s) as placed_at, floor(o.u1 * c.listings)::int as i1,
      case when o.two and c.listings > 1
        then (floor(o.u1 * c.listings)::int + 1 + floor(o.u2 * (c.listings - 1))::int) % c.listings end as i2
    from o join scale_gen.store_count c on c.store_r = o.store_r;

    -- Who and where: a seller not registered for GST sells within their state only (decision 038), so an order
    -- of theirs goes to their city.
    create unlogged table scale_gen.ord as
    with t as (
      select o.*, st.store_id, st.handle, st.user_id as store_user_id, b.user_id as buyer_id, b.name as buyer_name,
        b.phone as buyer_phone, case when not s1.registered then s1.city_i when o.guest then gs.i else b.city_i end
          as city_i,
        o.placed_at + ${HOUR} * 3 * o.speed as t_conf, o.placed_at + ${HOUR} * 24 * o.speed as t_ship,
        o.placed_at + ${HOUR} * 96 * o.speed as t_out, o.placed_at + ${HOUR} * 103 * o.speed as t_deliv
      from scale_gen.ord_raw o join scale_gen.store st on st.r = o.store_r
        join scale_gen.listing l1 on l1.store_r = o.store_r and l1.i = o.i1
        join scale_gen.seller s1 on s1.r = l1.seller_r join scale_gen.buyer b on b.n = o.buyer_n
        join scale_gen.city_slot gs on gs.slot = o.guest_slot),
    f as (
      select t.*, case
          when u_fate < 0.04 and t_conf + ${HOUR} * 2 * speed <= now() then 'cancelled'
          when u_fate < 0.06 and t_out + ${HOUR} * 8 * speed <= now() then 'delivery_failed'
          when u_fate < 0.09 and t_deliv + ${HOUR} * 72 * speed <= now() then 'returned' end as fate
      from t)
    select f.n, gen_random_uuid() as order_id, f.placed_at, f.store_r, f.store_id, f.handle, f.store_user_id, f.i1,
      f.i2, f.u_qty1, f.u_qty2, f.utm, f.courier_i,
      case when f.guest then null else f.buyer_id end as user_id,
      case when f.guest then f.guest_name else f.buyer_name end as contact_name,
      case when f.guest then '+91' || (9 - f.n % 3) || lpad(((f.n::bigint * 104729) % 1000000000)::text, 9, '0')
        else f.buyer_phone end as contact_phone,
      case when f.guest then lower(replace(f.guest_name, ' ', '.')) || f.n || '@example.in' end as contact_email,
      f.house || ', ' || f.street as address_line1, c.city, c.state, c.code as state_code, c.pincode,
      f.fate, f.t_conf, f.t_ship, f.t_out, f.t_deliv,
      case f.fate when 'cancelled' then f.t_conf + ${HOUR} * 2 * f.speed
        when 'delivery_failed' then f.t_out + ${HOUR} * 8 * f.speed
        when 'returned' then f.t_deliv + ${HOUR} * 72 * f.speed end as end_at,
      f.t_conf <= now() as conf_reached,
      f.t_ship <= now() and f.fate is distinct from 'cancelled' as ship_reached,
      f.t_out <= now() and f.fate is distinct from 'cancelled' as out_reached,
      f.t_deliv <= now() and (f.fate is null or f.fate = 'returned') as deliv_reached
    from f join scale_gen.city c on c.i = f.city_i;
    alter table scale_gen.ord add primary key (n);`;
}

/** The orders' lines (the second only where its seller may supply the order's state), then orders, lines and timelines. */
export function linesSql(): string {
  return `
    create unlogged table scale_gen.line as
    select o.*, x.pos, gen_random_uuid() as line_id, l.listing_id, l.product_id, l.markup_paise as markup,
      p.price_paise as base, p.name as product_name, p.category, p.hsn, p.gst, p.return_days,
      s.r as seller_r, s.seller_id, s.user_id as seller_user_id, s.registered, s.state_code as seller_state,
      case when x.u_qty < 0.8 then 1 when x.u_qty < 0.95 then 2 else 3 end as qty,
      case p.category when 'jewellery' then 800 when 'electronics' then 400 else 500 end as commission_bps,
      coalesce(o.fate, case when o.deliv_reached then 'delivered' when o.out_reached then 'out_for_delivery'
        when o.ship_reached then 'shipped' when o.conf_reached then 'confirmed' else 'placed' end) as status,
      (${sqlArray(COURIERS)})[1 + o.courier_i] as courier
    from scale_gen.ord o
      cross join lateral (values (1, o.i1, o.u_qty1), (2, o.i2, o.u_qty2)) x(pos, i, u_qty)
      join scale_gen.listing l on l.store_r = o.store_r and l.i = x.i
      join scale_gen.product p on p.product_id = l.product_id
      join scale_gen.seller s on s.r = l.seller_r
    where x.i is not null and (s.registered or s.state_code = o.state_code);

    insert into orders (id, number, user_id, idempotency_key, request_hash, contact_name, contact_phone,
      contact_email, address_line1, city, state, pincode, payment_method, payment_status, items_paise,
      delivery_paise, total_paise, placed_at)
    select o.order_id, ${orderNumber('o.n')}, o.user_id, 'scale-order-' || o.n, 'scale', o.contact_name,
      o.contact_phone, o.contact_email, o.address_line1, o.city, o.state, o.pincode, 'cod',
      case when o.fate in ('cancelled', 'delivery_failed') then 'void'
        when o.deliv_reached then 'paid' else 'due_on_delivery' end,
      t.items, 0, t.items, o.placed_at
    from scale_gen.ord o join (select n, sum((base + markup) * qty)::int as items from scale_gen.line group by n) t
      on t.n = o.n;

    insert into order_lines (id, order_id, product_id, listing_id, store_id, seller_id, product_name, quantity,
      base_price_paise, markup_paise, commission_bps, commission_paise, markup_fee_bps, markup_fee_paise, hsn_code,
      gst_rate_bps, delivery_paise, ref, utm_source, status, courier, tracking_number, return_days, delivered_at,
      placed_at, updated_at)
    select line_id, order_id, product_id, listing_id, store_id, seller_id, product_name, qty, base, markup,
      commission_bps, round(base * qty * commission_bps / 10000.0)::int, 1000, round(markup * qty * 0.1)::int, hsn,
      gst, 0, handle, (array['instagram', 'whatsapp', 'youtube', null])[1 + utm], status,
      case when ship_reached then courier end,
      case when ship_reached then upper(left(courier, 2)) || (10000000 + n * 37 % 89999999) end, return_days,
      case when deliv_reached then t_deliv end, placed_at,
      coalesce(end_at, case when deliv_reached then t_deliv when out_reached then t_out when ship_reached then t_ship
        when conf_reached then t_conf else placed_at end)
    from scale_gen.line;

    insert into order_line_events (line_id, status, note, at)
    select l.line_id, e.status, e.note, e.at
    from scale_gen.line l cross join lateral (values
        ('placed', null, l.placed_at, true), ('confirmed', null, l.t_conf, l.conf_reached),
        ('shipped', l.courier || ' · ' || upper(left(l.courier, 2)) || (10000000 + l.n * 37 % 89999999), l.t_ship,
          l.ship_reached),
        ('out_for_delivery', null, l.t_out, l.out_reached), ('delivered', null, l.t_deliv, l.deliv_reached),
        (l.fate, case l.fate when 'cancelled' then 'Cancelled by the buyer' when 'returned' then 'Wrong size'
          else 'Nobody at home after three attempts' end, l.end_at, l.fate is not null)) e(status, note, at, reached)
    where e.reached;`;
}

/**
 * HT- and 8 characters of checkout's alphabet: n times an odd constant modulo 2^40 is one-to-one, so every
 * generated order has its own number (and looks as random as checkout's).
 */
function orderNumber(n: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const mixed = `((${n}::bigint * 2654435761 + 12345) % 1099511627776)`;
  const digits = Array.from(
    { length: 8 },
    (_, index) => `substr('${alphabet}', ((${mixed} >> ${35 - index * 5}) & 31)::int + 1, 1)`,
  );
  return `'HT-' || ${digits.join(' || ')}`;
}
