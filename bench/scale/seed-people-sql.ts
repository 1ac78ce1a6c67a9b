import { rnd, type Statement } from './seed-plans-sql.ts';
import type { SeedShape } from './shape.ts';

/**
 * The accounts and everything a parent leaves besides plans: sessions, rate-limit counters,
 * e-mail settings and the sent-log, free analyses, keepsake orders, support messages, exports,
 * upload tickets and the job queue's kept jobs. Set-based, one statement per table.
 */

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hassan',
  'Ines',
  'Jan',
  'Kira',
  'Lukas',
  'Maria',
  'Nils',
  'Olga',
  'Piotr',
  'Rosa',
  'Sami',
  'Tara',
  'Umut',
  'Vera',
  'Wen',
  'Yara',
  'Zoe',
  'Amir',
  'Britta',
  'Chloe',
  'Dmitri',
  'Emma',
  'Farah',
  'Georg',
  'Hana',
  'Igor',
  'Julia',
  'Karim',
  'Lena',
  'Marco',
  'Nadia',
  'Oskar',
  'Priya',
  'Quentin',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Braun',
  'Zimmermann',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Okafor',
  'Nguyen',
  'Yilmaz',
  'Kowalski',
  'Rossi',
  'Garcia',
  'Smith',
  'Jones',
  'Brown',
  'Taylor',
  'Wilson',
  'Martin',
  'Dubois',
  'Novak',
  'Silva',
  'Kim',
  'Chen',
  'Haddad',
];
const DOMAINS = ['gmail.com', 'web.de', 'gmx.de', 'outlook.com', 'icloud.com', 'yahoo.com', 'posteo.de'];
const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** The address part the administrator's search looks for: a last name as the e-mail spells it. */
export const emailSpelling = (lastName: string) => lastName.toLowerCase().replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae');
export const SEARCHED_LAST_NAME = 'Okafor';

/**
 * Spreads rows over the parents: n times a prime, modulo the parents (in bigint: the product passes
 * 2^31). `ns` names the rows' set: 'scale' for the families, another for the administrator's first
 * pages seeded before the nearly empty measurement (firstPages), so neither's ids meet the other's.
 */
const parentOf = (n: string, prime: number, shape: SeedShape, ns = 'scale') => `'${ns}-parent-' || ((${n})::bigint * ${prime} % ${shape.parents})`;

export function users(shape: SeedShape, ns = 'scale'): Statement[] {
  const emailTag = ns === 'scale' ? '' : `${ns}.`;
  // The administrator's first page of accounts all bear the searched name, so the nearly empty
  // database's name search answers a full page as well: a page compared with a page (ADR 032).
  const lastNames = ns === 'scale' ? LAST_NAMES : [SEARCHED_LAST_NAME];
  return [
    {
      sql: `
      insert into users (id, name, email, email_verified, first_name, last_name, role, created_at, updated_at)
      select '${ns}-parent-' || n, nm.f || ' ' || nm.l,
        '${emailTag}' || replace(replace(replace(lower(nm.f || '.' || nm.l), 'ü', 'ue'), 'ö', 'oe'), 'ä', 'ae') || '.' || n || '@' || (${sqlArray(DOMAINS)})[1 + n % ${DOMAINS.length}],
        true, nm.f, nm.l, 'parent', c.at, c.at
      from generate_series(0, ${shape.parents - 1}) n
      cross join lateral (select (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] as f,
        (${sqlArray(lastNames)})[1 + (n / ${FIRST_NAMES.length}) % ${lastNames.length}] as l) nm
      cross join lateral (select now() - ${rnd('n', 20)} * interval '1100 days' as at) c`,
    },
    {
      sql: `
      insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
      select '${ns}-account-' || u.id, u.id, 'credential', u.id, md5(u.id) || ':' || md5(u.email) || md5(u.name) || md5(u.id || u.email), u.created_at, u.created_at
      from users u where u.id like '${ns}-parent-%'`,
    },
    {
      sql: `
      insert into consents (user_id, kind, granted, policy_version, created_at)
      select u.id, 'parental', true, '2026-01', u.created_at from users u where u.id like '${ns}-parent-%'
      union all
      select u.id, 'ai-provider', ${rnd('hashtext(u.id)', 21)} < 0.5, '2026-01', u.created_at + interval '1 day'
      from users u where u.id like '${ns}-parent-%' and ${rnd('hashtext(u.id)', 22)} < 0.3`,
    },
  ];
}

/** Sessions (1.5 a parent over the last month, some expired), rate-limit counters and e-mail settings. */
export function signIns(shape: SeedShape): Statement[] {
  return [
    {
      sql: `
      insert into sessions (id, token, user_id, expires_at, ip_address, user_agent, created_at, updated_at)
      select 'scale-session-' || n, md5('scale-session-token-' || n) || md5('salt' || n), ${parentOf('n', 7919, shape)},
        c.at + interval '7 days', '10.' || (n % 250) || '.' || (n / 250 % 250) || '.' || (n % 200 + 1),
        (array['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
               'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
               'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'])[1 + n % 3],
        c.at, c.at
      from generate_series(0, ${shape.sessions - 1}) n
      cross join lateral (select now() - ${rnd('n', 23)} * interval '9 days' as at) c`,
    },
    {
      sql: `
      insert into rate_limits (id, key, count, last_request)
      select 'scale-rate-' || n, '10.' || (n % 250) || '.' || (n / 250 % 250) || '.' || (n / 62500 % 250) || (array['/sign-in/email','/sign-up/email','/forget-password'])[1 + n % 3],
        1 + n % 5, (extract(epoch from now()) * 1000)::bigint - (${rnd('n', 24)} * 86400000 * 7)::bigint
      from generate_series(0, ${shape.rateLimits - 1}) n`,
    },
    {
      sql: `
      insert into notification_settings (user_id, weekly_reminder, reminder_weekday, reminder_hour, time_zone, feedback_notice, checkpoint_notice, updated_at)
      select u.id, ${rnd('hashtext(u.id)', 26)} < 0.5, 1 + abs(hashtext(u.id)) % 7, 7 + abs(hashtext(u.id)) % 14,
        (array['Europe/Berlin','Europe/Vienna','Europe/London','America/New_York','America/Los_Angeles','Asia/Tokyo','Australia/Sydney','UTC'])[1 + abs(hashtext(u.email)) % 8],
        true, ${rnd('hashtext(u.id)', 27)} < 0.3, u.created_at + interval '1 day'
      from users u where u.id like 'scale-parent-%' and ${rnd('hashtext(u.id)', 25)} < 0.6`,
    },
    {
      sql: `
      insert into notice_deliveries (dedupe_key, user_id, kind, status, queued_at, sent_at, created_at)
      select k.kind || ':scale:' || n, ${parentOf('n', 104729, shape)}, k.kind, 'sent', c.at, c.at + interval '5 seconds', c.at
      from generate_series(0, ${shape.noticeDeliveries - 1}) n
      cross join lateral (select case when n % 10 < 7 then 'weekly-reminder' when n % 10 < 9 then 'feedback-ready' else 'checkpoint-ready' end as kind) k
      cross join lateral (select now() - ${rnd('n', 28)} * interval '365 days' as at) c`,
    },
    {
      sql: `
      insert into outbox_emails (dedupe_key, user_id, template, "to", subject, body, status, created_at, sent_at)
      select 'scale-mail-' || n, u.id, t.template, u.email, t.subject,
        'Hello ' || u.first_name || E',\\n\\n' || repeat('This week''s drawing challenge is waiting for you and your child. ', 6) || E'\\n\\nKritzel', 'sent', c.at, c.at + interval '3 seconds'
      from generate_series(0, ${shape.outboxEmails - 1}) n
      join users u on u.id = ${parentOf('n', 15485863, shape)}
      cross join lateral (select (array['weekly-reminder','feedback-ready','verify-email','receipt'])[1 + n % 4] as template,
        (array['Time for this week''s drawing','Your feedback is ready','Confirm your e-mail address','Your receipt'])[1 + n % 4] as subject) t
      cross join lateral (select now() - ${rnd('n', 29)} * interval '365 days' as at) c`,
    },
  ];
}

/** Free analyses, each with its drawing's file: 60 % by signed-in parents, 40 % anonymous within the last 31 days. */
export function freeAnalyses(shape: SeedShape, t: { features: string; analysis: string }): Statement[] {
  const rows = `
    from generate_series(0, ${shape.freeAnalyses - 1}) n
    cross join lateral (select md5('scale-drawing-' || n)::uuid as id, md5('scale-drawing-file-' || n)::uuid as file_id,
      case when ${rnd('n', 30)} < 0.6 then ${parentOf('n', 7727, shape)} end as user_id) d
    cross join lateral (select case when d.user_id is null then now() - ${rnd('n', 31)} * interval '31 days' else now() - ${rnd('n', 31)} * interval '1000 days' end as at) c`;
  return [
    {
      sql: `
      insert into files (id, owner_id, kind, mime_type, byte_size, sha256, width, height, storage_key, thumb_key, created_at)
      select d.file_id, d.user_id, 'drawing', 'image/jpeg', 200000 + n % 100000, md5(d.file_id::text) || md5(d.id::text), 1600, 1200,
        'drawing/' || d.file_id || '/display.jpg', 'drawing/' || d.file_id || '/thumb.jpg', c.at
      ${rows}`,
    },
    {
      params: [t.analysis, t.features],
      sql: `
      insert into drawings (id, user_id, file_id, child_age_months, difficulty, challenge, analysis, features, plan_preview, analyser, created_at)
      select d.id, d.user_id, d.file_id, 36 + n % 84, 'medium', (array['shapes','draw-person','future-city','general'])[1 + n % 4],
        $1::jsonb, $2::jsonb, '{"weeks":[]}'::jsonb, 'local', c.at
      ${rows}`,
    },
  ];
}

/**
 * Keepsake orders with their artwork: 60 % frames, 40 % T-shirts; pending 15 %, paid 25 %,
 * fulfilled 20 %, shipped 40 %; 5 % belong to deleted parents, 1 % of them old enough for the
 * tax-law purge.
 */
export function orders(shape: SeedShape, ns = 'scale'): Statement[] {
  const rows = `
    from generate_series(0, ${shape.orders - 1}) n
    cross join lateral (select md5('${ns}-order-' || n)::uuid as id, md5('${ns}-artwork-' || n)::uuid as file_id,
      case when ${rnd('n', 32)} < 0.05 then null else ${parentOf('n', 6151, shape, ns)} end as user_id, ${rnd('n', 33)} as r) o
    cross join lateral (select case when o.user_id is null and ${rnd('n', 34)} < 0.2 then now() - interval '9 years' - ${rnd('n', 35)} * interval '300 days'
      else now() - ${rnd('n', 35)} * interval '1000 days' end as at,
      case when o.r < 0.15 then 'pending' when o.r < 0.4 then 'paid' when o.r < 0.6 then 'fulfilled' else 'shipped' end as status) s`;
  return [
    {
      sql: `
      insert into files (id, owner_id, kind, mime_type, byte_size, sha256, width, height, storage_key, thumb_key, original_key, original_mime_type,
        original_width, original_height, original_byte_size, created_at)
      select o.file_id, o.user_id, 'artwork', 'image/jpeg', 250000, md5(o.file_id::text) || md5(o.id::text), 1600, 1200,
        'artwork/' || o.file_id || '/display.jpg', 'artwork/' || o.file_id || '/thumb.jpg', 'artwork/' || o.file_id || '/original.jpg', 'image/jpeg',
        4000, 3000, 3500000, s.at
      ${rows}`,
    },
    {
      sql: `
      insert into orders (id, user_id, product_type, configuration, file_id, price_cents, status, provider, provider_session_id, shipping_address,
        tracking_number, paid_at, created_at, updated_at)
      select o.id, o.user_id, case when n % 5 < 3 then 'animated-frame' else 'custom-tshirt' end,
        case when n % 5 < 3 then jsonb_build_object('size', (array['5inch','7inch'])[1 + n % 2])
          else jsonb_build_object('size', (array['XS','S','M','L','XL','XXL'])[1 + n % 6], 'color', (array['white','black'])[1 + n % 2]) end,
        o.file_id, case when n % 5 < 3 then 7900 else 2900 end, s.status, 'stripe', 'cs_${ns}_' || n,
        case when s.status <> 'pending' then jsonb_build_object('name', 'Parent ' || n, 'line1', n || ' Crayon Street', 'city', 'Berlin', 'postal_code', '10' || (100 + n % 900), 'country', 'DE') end,
        case when s.status = 'shipped' then 'TRACK' || n end, case when s.status <> 'pending' then s.at + interval '5 minutes' end, s.at, s.at + interval '1 day'
      ${rows}`,
    },
  ];
}

/** Support messages: new 20 %, read 30 %, resolved 50 %; 60 % from signed-in parents. */
export function contactMessages(shape: SeedShape, ns = 'scale'): Statement[] {
  return [
    {
      sql: `
      insert into contact_messages (name, email, subject, category, message, status, user_id, metadata, created_at, updated_at)
      select 'Parent ' || n, 'parent' || n || '@example.org', 'Question ' || n, (array['general','general','support','support','billing','feedback'])[1 + n % 6],
        'Hello, ' || repeat('we love the weekly challenges but have a question about the plan. ', 3 + n % 4),
        case when m.r < 0.2 then 'new' when m.r < 0.5 then 'read' else 'resolved' end,
        case when ${rnd('n', 37)} < 0.6 then ${parentOf('n', 3571, shape, ns)} end, '{"source":"contact"}'::jsonb, m.at, m.at
      from generate_series(0, ${shape.contactMessages - 1}) n
      cross join lateral (select ${rnd('n', 36)} as r, now() - ${rnd('n', 38)} * interval '1000 days' as at) m`,
    },
  ];
}

/** Data exports over the last three days (two thirds expired) and shop upload tickets over a month (a fifth never used). */
export function exportsAndUploads(shape: SeedShape): Statement[] {
  return [
    {
      sql: `
      insert into data_exports (user_id, status, storage_key, byte_size, created_at, ready_at, expires_at)
      select ${parentOf('n', 2203, shape)}, 'ready', 'exports/scale-' || n || '.zip', 5000000, c.at, c.at + interval '20 seconds', c.at + interval '24 hours'
      from generate_series(0, ${shape.dataExports - 1}) n cross join lateral (select now() - ${rnd('n', 39)} * interval '3 days' as at) c`,
    },
    {
      sql: `
      insert into upload_tickets (user_id, storage_key, token_hash, expires_at, uploaded_at, consumed_at, created_at)
      select ${parentOf('n', 4409, shape)}, 'uploads/scale-' || n, md5('scale-ticket-' || n) || md5(n::text), c.at + interval '1 hour',
        c.at + interval '1 minute', case when ${rnd('n', 40)} < 0.8 then c.at + interval '2 minutes' end, c.at
      from generate_series(0, ${shape.uploadTickets - 1}) n cross join lateral (select now() - ${rnd('n', 41)} * interval '30 days' as at) c`,
    },
  ];
}

/**
 * The storage journal after two busy hours (server/features/files/storage-journal.ts): notes of
 * the newest files' keys (as if their removal at the row's commit had failed), and of strays whose rows never committed (no bytes here: the sweep asks
 * the store about each, and finds none). All past the orphan sweep's hour.
 */
export function storageNotes(shape: SeedShape): Statement[] {
  const committed = Math.round(shape.storageNotes / 2);
  return [
    {
      sql: `
      insert into storage_journal (storage_key, noted_at)
      select storage_key, now() - interval '1 hour' - ${rnd('n', 43)} * interval '1 hour'
      from (select storage_key, row_number() over () as n from (select storage_key from files order by created_at desc limit ${committed}) newest) f`,
    },
    {
      sql: `
      insert into storage_journal (storage_key, noted_at)
      select 'submission-image/scale-stray-' || n || '/display.jpg', now() - interval '1 hour' - ${rnd('n', 44)} * interval '1 hour'
      from generate_series(0, ${shape.storageNotes - committed - 1}) n`,
    },
  ];
}

/** The queue's completed jobs of the last 7 days (pg-boss keeps them that long): evaluations, notices, e-mails. */
export function keptJobs(shape: SeedShape): Statement[] {
  return [
    {
      sql: `
      insert into pgboss.job (name, data, state, created_on, started_on, completed_on, keep_until, output)
      select j.name, jsonb_build_object('submissionId', md5('scale-job-' || n)::uuid), 'completed', c.at, c.at + interval '1 second', c.at + interval '3 seconds',
        c.at + interval '7 days', '{}'::jsonb
      from generate_series(0, ${shape.jobs - 1}) n
      cross join lateral (select (array['evaluate-submission','evaluate-submission','send-notice','send-email'])[1 + n % 4] as name) j
      cross join lateral (select now() - ${rnd('n', 42)} * interval '7 days' as at) c`,
    },
  ];
}

/**
 * The reminder scheduler's check times (migration 0026), as its triggers and its own runs leave
 * them: every parent whose reminder is on (turned on, or never chosen with a paid plan set up), checked
 * next at their next reminder slot in their own time zone (the defaults, Saturday 09:00 UTC,
 * without settings). Runs after the plans: the seed has no triggers.
 */
export function reminderChecks(): Statement[] {
  return [
    {
      sql: `
      insert into reminder_checks (user_id, check_at)
      select r.user_id, (case when s.slot <= s.here then s.slot + interval '7 days' else s.slot end) at time zone r.tz
      from (
        select user_id, reminder_weekday as weekday, reminder_hour as hour, time_zone as tz from notification_settings
        where user_id like 'scale-parent-%' and weekly_reminder
        union all
        select distinct p.user_id, 6, 9, 'UTC' from plans p
        where p.user_id like 'scale-parent-%' and p.is_paid and not p.is_archived and p.setup_completed_at is not null
          and not exists (select 1 from notification_settings n where n.user_id = p.user_id)
      ) r
      cross join lateral (select now() at time zone r.tz as here) h
      cross join lateral (select h.here, date_trunc('week', h.here) + (r.weekday - 1) * interval '1 day' + r.hour * interval '1 hour' as slot) s`,
    },
  ];
}
