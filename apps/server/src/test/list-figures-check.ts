// The figures the lists keep (list_figures) against a fresh count written from the lists' rules, for
// the tests of the triggers and of a restore. The overview (a kind) and the service invoices group by
// the year of the trade's day (its invoice or contract date, else the Berlin day it was started),
// count all but the canceled, count the canceled apart and total the finished; the overview leaves out
// a trade given up before it issued anything. Canceled Trades count by the year of the cancellation
// day; the customers by company.

const DAY = `coalesce(issued_on, (created_at at time zone 'Europe/Berlin')::date)`;

/** Every company's fresh figures: company_id, list, year, count, canceled, gross (as text). */
export const FRESH_LIST_FIGURES = `
  select company_id, kind as list, extract(year from ${DAY})::int as year, count(*) filter (where status <> 'REJECTED')::int as count,
         count(*) filter (where status = 'REJECTED')::int as canceled, coalesce(sum(gross_price) filter (where status = 'FINISHED'), 0)::text as gross
    from trades where kind = 'SERVICE_INVOICE' or status <> 'REJECTED' or issued_on is not null group by 1, 2, 3
  union all
  select company_id, 'CANCELED', extract(year from canceled_on)::int, count(*)::int, 0, '0' from trades where status = 'REJECTED' group by 1, 3
  union all
  select company_id, 'CUSTOMERS', null, count(*)::int, 0, '0' from customers group by 1`;

/** Every company's kept figures, as FRESH_LIST_FIGURES answers them (a year summing to nothing left out). */
export const KEPT_LIST_FIGURES = `
  select company_id, list, year, sum(count)::int as count, sum(canceled)::int as canceled, sum(gross)::text as gross
    from list_figures group by 1, 2, 3 having sum(count) <> 0 or sum(canceled) <> 0 or sum(gross) <> 0`;

/** The figures where kept and fresh differ: none when the triggers kept them exact. */
export const LIST_FIGURES_DIFFERENCES = `
  with kept as (${KEPT_LIST_FIGURES}), fresh as (${FRESH_LIST_FIGURES})
  select 'kept' as side, * from (select * from kept except select * from fresh) k
  union all
  select 'fresh', * from (select * from fresh except select * from kept) f`;
