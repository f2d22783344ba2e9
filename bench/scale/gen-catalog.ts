// Step 2 of a generated marketplace: the catalog (products with their HSN code, GST rate and photos), the creators'
// stores filled with listings (a few huge stores, a long tail), follows and a season of store visits.
import type { Growth } from './tiers.ts';

/** Products, most from the few biggest sellers (rank 0, the demo seller, has the most); each mostly in its seller's category. */
export function productsSql(growth: Growth): string {
  return `
    create unlogged table scale_gen.product as
    with p as materialized (
      select n, gen_random_uuid() as product_id, floor(${growth.sellers} * power(random(), 2))::int as seller_r,
        random() < 0.8 as own_category, floor(random() * 100)::int as cat_slot, random() as u_style,
        random() as u_item, random() as u_variant, power(random(), 2) as u_price, random() as u_mrp,
        random() as u_stock, random() as u_flags, random() as u_age, floor(random() * 4)::int as u_return,
        1 + floor(random() * 3)::int as photos
      from generate_series(1, ${growth.products}) n),
    priced as (
      select p.*, s.seller_id, s.business_name, s.created_at as seller_created, s.dispatch_days, k.*,
        greatest(k.lo, (round((k.lo + (k.hi - k.lo) * p.u_price) / 100) * 100 - 1)::int) as rupees
      from p join scale_gen.seller s on s.r = p.seller_r
        join scale_gen.category_slot ks on ks.slot = p.cat_slot
        join scale_gen.category k on k.id = case when p.own_category then s.category
          else (select id from scale_gen.category where i = ks.i) end)
    select n, product_id, seller_r, seller_id, id as category, hsn,
      case when id = 'fashion' and rupees > 2500 then 1800 else gst end as gst,
      styles[1 + floor(u_style * cardinality(styles))::int] || ' ' || items[1 + floor(u_item * cardinality(items))::int]
        || variants[1 + floor(u_variant * cardinality(variants))::int] as name,
      business_name, dispatch_days, rupees * 100 as price_paise,
      case when u_mrp < 0.7 then (round(rupees * (1.25 + u_mrp * 0.5)) * 100)::int end as mrp_paise,
      case when u_stock < 0.05 then 0 else 5 + floor(u_stock * 500)::int end as stock,
      u_flags < 0.92 as resellable, u_flags > 0.975 as archived, u_flags >= 0.92 and u_flags < 0.925 as hidden,
      case when u_flags < 0.08 then 30 end as markup_cap, (array[7, 10, 15, 30])[1 + u_return] as return_days,
      photos, seller_created + (now() - seller_created) * u_age as created_at
    from priced;
    alter table scale_gen.product add primary key (n);

    insert into products (id, seller_id, sku, name, description, category, hsn_code, gst_rate_bps, brand, model,
      price_paise, original_price_paise, stock, resellable, max_markup_percent, status, hidden_at, hidden_reason,
      return_policy_days, shipping, created_at, updated_at)
    select product_id, seller_id, 'SC-' || lpad(n::text, 6, '0'), name,
      name || ' from ' || business_name || '. Made in small batches; packed and dispatched within ' ||
        dispatch_days || ' days.',
      category, hsn, gst, business_name, 'M-' || n, price_paise, mrp_paise, stock, resellable, markup_cap,
      case when archived then 'archived' else 'active' end,
      case when hidden then created_at + interval '2 days' end,
      case when hidden then 'The photos do not show the product sold.' end,
      return_days, case when n % 5 = 0 then 'Free, insured' else 'Free' end, created_at, created_at
    from scale_gen.product;

    -- Photos: the demo's own photos of the same category (their files exist in the media store).
    create unlogged table scale_gen.photo as
    select p.category, row_number() over (partition by p.category order by i.storage_key) - 1 as j,
      count(*) over (partition by p.category) as of, i.storage_key, i.widths
    from product_images i join products p on p.id = i.product_id;
    insert into product_images (product_id, position, storage_key, widths, alt)
    select p.product_id, pos, ph.storage_key, ph.widths, p.name
    from scale_gen.product p cross join lateral generate_series(0, p.photos - 1) pos
      join scale_gen.photo ph on ph.category = p.category and ph.j = (p.n + pos) % ph.of;`;
}

/**
 * Listings: rank r lists about 6 + A/√(r+1) products (at most 400), A set so the stores hold about 1.25 listings
 * per product. Popular products are in many stores: a listing picks the product of popularity rank
 * ⌊E·u^1.7⌋ among the E products on sale. Markups are 8–18% of the price, as the demo's.
 */
export function listingsSql(growth: Growth): string {
  const spread = Math.max(0, (1.25 * growth.products - 6 * growth.stores) / (2 * Math.sqrt(growth.stores)));
  return `
    create unlogged table scale_gen.on_sale as
    select row_number() over (order by random()) - 1 as k, p.product_id, p.seller_r, p.price_paise, p.markup_cap
    from scale_gen.product p where p.resellable and not p.archived and not p.hidden;
    alter table scale_gen.on_sale add primary key (k);

    create unlogged table scale_gen.listing_raw as
    with wanted as materialized (
      select s.r as store_r, s.store_id, s.created_at as store_created,
        floor((select count(*) from scale_gen.on_sale) * power(random(), 1.7))::int as k,
        random() as u_markup, random() as u_age, random() as u_featured
      from scale_gen.store s
        cross join lateral generate_series(1, least(400, 6 + floor(${spread} / sqrt(s.r + 1))::int)))
    select distinct on (store_r, k) * from wanted order by store_r, k;

    create unlogged table scale_gen.listing as
    select l.store_r, row_number() over (partition by l.store_r order by l.u_age) - 1 as i, gen_random_uuid() as listing_id,
      l.store_id, o.product_id, o.seller_r, o.price_paise,
      least(
        greatest(2000, least(60000, (round(o.price_paise * (0.08 + l.u_markup * 0.1) / 1000) * 1000)::int)),
        coalesce(o.price_paise * o.markup_cap / 100, 60000)) as markup_paise,
      l.store_created + (now() - l.store_created) * l.u_age as created_at, l.u_featured
    from scale_gen.listing_raw l join scale_gen.on_sale o on o.k = l.k;
    alter table scale_gen.listing add primary key (store_r, i);
    create unlogged table scale_gen.store_count as
    select store_r, count(*)::int as listings from scale_gen.listing group by store_r;
    alter table scale_gen.store_count add primary key (store_r);

    insert into store_listings (id, store_id, product_id, markup_paise, position, featured, created_at)
    select l.listing_id, l.store_id, l.product_id, l.markup_paise,
      l.i + coalesce((select max(position) + 1 from store_listings e where e.store_id = l.store_id), 0),
      l.i < 4 and l.u_featured < 0.5, l.created_at
    from scale_gen.listing l;`;
}

/** Buyers following stores (the biggest the most), and 90 days of store visits per source (busier stores, more). */
export function audienceSql(growth: Growth): string {
  return `
    insert into store_follows (store_id, user_id, created_at)
    select distinct on (s.store_id, b.user_id) s.store_id, b.user_id, greatest(s.created_at, b.created_at) + interval '1 day'
    from (select floor(${growth.stores} * power(random(), 2))::int as store_r,
            1 + floor(random() * ${growth.buyers})::int as buyer_n
          from generate_series(1, ${growth.follows})) f
      join scale_gen.store s on s.r = f.store_r join scale_gen.buyer b on b.n = f.buyer_n
    on conflict do nothing;

    insert into store_visits (store_id, day, utm_source, visits)
    select s.store_id, (now() at time zone 'utc')::date - d, src.name,
      1 + floor(random() * (1 + 200 / sqrt(s.r + 1)) * (4 - src.rank))::int
    from scale_gen.store s cross join generate_series(0, 89) d
      cross join (values ('instagram', 0), ('whatsapp', 1), ('youtube', 2), ('', 3)) src(name, rank)
    where random() < least(1, 2 / sqrt(s.r + 1)) + 0.03
    on conflict do nothing;`;
}
