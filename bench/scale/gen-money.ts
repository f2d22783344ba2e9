// Step 4 of a generated marketplace: the money. Each line's earnings for its creator, seller and the platform
// (as lineShares in orders/ledger.service.ts), weekly payout runs that paid what was payable by each Monday
// (with the tax withheld), and the GST documents sellers issued: an invoice or bill of supply when an order
// shipped, a credit note when it came back.

/** The ledger as staging rows: one per line and party, with the status the line's fate gives it. */
export function earningsSql(days: number): string {
  return `
    create unlogged table scale_gen.entry as
    select gen_random_uuid() as entry_id, l.line_id, e.party, e.store_id, e.seller_id, e.amount, e.payee,
      l.registered, l.base * l.qty as sales,
      case when l.registered then round((l.base + l.markup) * l.qty * 10000.0 / (10000 + l.gst))::int
        else (l.base + l.markup) * l.qty end as taxable,
      case when l.fate is not null then 'reversed' when not l.deliv_reached then 'awaiting'
        when l.t_deliv + make_interval(days => l.return_days) <= now() then 'payable' else 'pending' end as status,
      case when l.deliv_reached then l.t_deliv + make_interval(days => l.return_days) end as payable_at,
      case l.fate when 'returned' then 'Returned: Wrong size' when 'cancelled' then 'Order cancelled by the buyer'
        when 'delivery_failed' then 'Delivery failed: Nobody at home after three attempts' end as reason,
      l.placed_at as created_at, coalesce(l.end_at, case when l.deliv_reached then l.t_deliv end, l.placed_at)
        as updated_at
    from scale_gen.line l cross join lateral (values
        ('creator', l.store_id, null::uuid, l.markup * l.qty - round(l.markup * l.qty * 0.1)::int, l.store_user_id),
        ('seller', null, l.seller_id, l.base * l.qty - round(l.base * l.qty * l.commission_bps / 10000.0)::int,
          l.seller_user_id),
        ('platform', null, null, round(l.base * l.qty * l.commission_bps / 10000.0)::int
          + round(l.markup * l.qty * 0.1)::int, null)) e(party, store_id, seller_id, amount, payee)
    where (e.party <> 'creator' or l.markup > 0) and (e.party <> 'platform' or e.amount > 0);

    -- Scheduled runs every Monday at 10:00 India time, up to last week's.
    create unlogged table scale_gen.run as
    select row_number() over (order by at) - 1 as k, gen_random_uuid() as run_id, at,
      to_char(at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as monday
    from generate_series(date_trunc('week', now() - interval '${days} days') + interval '4 hours 30 minutes',
      now() - interval '7 days', interval '7 days') at;

    -- The run that paid an entry: the first one after it became payable.
    create unlogged table scale_gen.paid as
    select e.entry_id, e.party, e.payee, e.amount, e.sales, e.taxable, e.registered, r.run_id, r.at
    from scale_gen.entry e
      join scale_gen.run r on r.k = greatest(0, ceil(extract(epoch from e.payable_at - (select min(at) from scale_gen.run))
        / 604800))
    where e.status = 'payable' and e.payee is not null;

    create unlogged table scale_gen.payout as
    select gen_random_uuid() as payout_id, run_id, payee, min(at) as at, sum(amount)::bigint as gross,
      sum(case when party = 'seller' then sales else 0 end)::bigint as sales,
      sum(case when party = 'creator' then amount else 0 end)::bigint as commission,
      sum(case when party = 'seller' and registered then taxable else 0 end)::bigint as taxable
    from scale_gen.paid group by run_id, payee;

    insert into payout_runs (id, provider, minimum_paise, scheduled_for, created_at)
    select run_id, 'manual', 10000, monday, at from scale_gen.run;

    create unlogged table scale_gen.deduction as
    select p.payout_id, d.section, d.base, d.rate, round(d.base * d.rate / 10000.0)::bigint as amount
    from scale_gen.payout p cross join lateral (values ('194O', p.sales, 10), ('TCS52', p.taxable, 50),
      ('194H', p.commission, 200)) d(section, base, rate)
    where d.base > 0;

    insert into payouts (id, run_id, user_id, gross_paise, sales_paise, commission_paise, deductions_paise,
      net_paise, status, destination, utr, created_at, submitted_at, settled_at)
    select p.payout_id, p.run_id, p.payee, p.gross, p.sales, p.commission, coalesce(d.total, 0),
      p.gross - coalesce(d.total, 0), 'paid', 'HDFC Bank ••' || lpad((abs(hashtext(p.payee)) % 10000)::text, 4, '0'),
      'HDFCN' || to_char(p.at, 'YYYYMMDD') || lpad((abs(hashtext(p.payout_id::text)) % 100000000)::text, 8, '0'),
      p.at, p.at + interval '1 hour', p.at + interval '1 day'
    from scale_gen.payout p
      left join (select payout_id, sum(amount) as total from scale_gen.deduction group by payout_id) d
        on d.payout_id = p.payout_id;
    insert into payout_deductions (payout_id, section, base_paise, rate_bps, amount_paise)
    select payout_id, section, base, rate, amount from scale_gen.deduction;

    insert into ledger_entries (id, line_id, party, store_id, seller_id, amount_paise, status, payable_at, reason,
      payout_id, created_at, updated_at)
    select e.entry_id, e.line_id, e.party, e.store_id, e.seller_id, e.amount,
      case when p.payout_id is null then e.status else 'paid' end, e.payable_at, e.reason, p.payout_id,
      e.created_at, coalesce(p.at + interval '1 day', e.updated_at)
    from scale_gen.entry e left join scale_gen.paid pd on pd.entry_id = e.entry_id
      left join scale_gen.payout p on p.run_id = pd.run_id and p.payee = pd.payee;`;
}

/** The financial year (India's, from April) an instant falls in, as the calendar year it starts in. */
const financialYear = (at: string) =>
  `(extract(year from (${at}) at time zone 'Asia/Kolkata') - case when extract(month from (${at}) at time zone 'Asia/Kolkata') < 4 then 1 else 0 end)::int`;

/** GST documents: one per seller's part of a shipped order, and a credit note where it was then reversed. */
export function invoicesSql(): string {
  return `
    create unlogged table scale_gen.doc as
    with sale as materialized (
      select distinct on (order_id, seller_id) gen_random_uuid() as sale_id, order_id, seller_id, registered,
        seller_state, state_code, t_ship, fate, end_at, contact_name, address_line1, city, state, pincode
      from scale_gen.line where ship_reached order by order_id, seller_id),
    docs as (
      select s.sale_id as invoice_id, null::uuid as refers_to_id, s.*,
        case when registered then 'tax_invoice' else 'bill_of_supply' end as kind, t_ship as issued_at,
        null::text as reason
      from sale s
      union all
      select gen_random_uuid(), s.sale_id, s.*, 'credit_note', end_at,
        case fate when 'returned' then 'Returned: Wrong size'
          else 'Delivery failed: Nobody at home after three attempts' end
      from sale s where fate in ('returned', 'delivery_failed'))
    select d.*, case kind when 'tax_invoice' then 'IN' when 'bill_of_supply' then 'BS' else 'CN' end as series,
      ${financialYear('d.issued_at')} as fy
    from docs d;

    create unlogged table scale_gen.numbered as
    select d.invoice_id, d.series, d.fy, d.seller_id,
      row_number() over (partition by d.seller_id, d.series, d.fy order by d.issued_at, d.invoice_id)
        + coalesce(c.last_serial, 0) as serial
    from scale_gen.doc d left join invoice_counters c
      on c.seller_id = d.seller_id and c.series = d.series and c.financial_year = d.fy;

    create unlogged table scale_gen.doc_line as
    select d.invoice_id, row_number() over (partition by d.invoice_id order by l.pos) as position, l.line_id,
      l.product_name, l.hsn, l.qty, l.base + l.markup as unit_price, (l.base + l.markup) * l.qty as total,
      case when l.registered then l.gst else 0 end as rate, t.taxable, (l.base + l.markup) * l.qty - t.taxable as tax,
      d.seller_state = d.state_code as intra
    from scale_gen.doc d join scale_gen.line l on l.order_id = d.order_id and l.seller_id = d.seller_id
      cross join lateral (select case when l.registered
        then round((l.base + l.markup) * l.qty * 10000.0 / (10000 + l.gst))::int
        else (l.base + l.markup) * l.qty end as taxable) t;

    insert into invoices (id, seller_id, order_id, kind, series, financial_year, serial, number, issued_at,
      refers_to_id, reason, supplier, recipient, place_of_supply_code, intra_state, taxable_paise, cgst_paise,
      sgst_paise, igst_paise, total_paise)
    select d.invoice_id, d.seller_id, d.order_id, d.kind, d.series, d.fy, n.serial,
      d.series || '/' || lpad((d.fy % 100)::text, 2, '0') || '-' || lpad(((d.fy + 1) % 100)::text, 2, '0') || '/' ||
        lpad(n.serial::text, 6, '0'),
      d.issued_at, d.refers_to_id, d.reason,
      jsonb_build_object('legalName', s.legal_name, 'tradeName', s.business_name, 'address', s.business_address,
        'stateCode', s.state_code, 'stateName', (select state from scale_gen.city where code = s.state_code limit 1),
        'gstin', s.gstin),
      jsonb_build_object('name', d.contact_name, 'address', d.address_line1 || ', ' || d.city || ' ' || d.pincode,
        'stateCode', d.state_code, 'stateName', d.state),
      d.state_code, d.seller_state = d.state_code, t.taxable, t.cgst, t.sgst, t.igst, t.total
    from scale_gen.doc d join scale_gen.numbered n on n.invoice_id = d.invoice_id join sellers s on s.id = d.seller_id
      join (select invoice_id, sum(taxable) as taxable, sum(case when intra then floor(tax / 2) else 0 end) as cgst,
              sum(case when intra then tax - floor(tax / 2) else 0 end) as sgst,
              sum(case when intra then 0 else tax end) as igst, sum(total) as total
            from scale_gen.doc_line group by invoice_id) t on t.invoice_id = d.invoice_id;

    insert into invoice_lines (invoice_id, position, order_line_id, is_delivery, description, hsn_code, quantity,
      unit, unit_price_paise, taxable_paise, rate_bps, cgst_paise, sgst_paise, igst_paise, total_paise)
    select invoice_id, position, line_id, false, product_name, hsn, qty, 'NOS', unit_price, taxable, rate,
      case when intra then floor(tax / 2) else 0 end, case when intra then tax - floor(tax / 2) else 0 end,
      case when intra then 0 else tax end, total
    from scale_gen.doc_line;

    insert into invoice_counters (seller_id, series, financial_year, last_serial)
    select seller_id, series, fy, max(serial) from scale_gen.numbered group by seller_id, series, fy
    on conflict (seller_id, series, financial_year) do update set last_serial = excluded.last_serial;`;
}
