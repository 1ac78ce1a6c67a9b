import { CHECKPOINT_TAKEN_SHARE, PLAN_STAGES, SECOND_ATTEMPT_SHARE, THIRD_ATTEMPT_SHARE } from './shape.ts';
import { MARK } from './templates.ts';

/**
 * The plans and everything that hangs off them, as set-based SQL over `scale_seed_plans` (a
 * work table: one row per plan with its stage and weeks done). Every statement covers a range
 * of that table's `n`, so the bulk runs in batches side by side and the measured family's three
 * plans (n −3…−1) go through the very same statements.
 */

/** A number in [0, 1) fixed by `expr` and `salt`: the same run seeds the same data. */
export const rnd = (expr: string, salt: number) => `((hashint8((${expr})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

export type Range = { from: number; to: number };
/** One SQL statement and its parameters (the extended protocol takes one statement at a time). */
export type Statement = { sql: string; params?: unknown[] };
/** The JSON the statements copy (bench/scale/templates.ts). */
export type Templates = { feedback: string; features: string; checkpointAnalysis: string; planWeeks: string };
const inRange = ({ from, to }: Range, column = 'p.n') => `${column} between ${from} and ${to}`;

/** Cumulative shares of the stages, in PLAN_STAGES order. */
function stageCase(r: string): string {
  let sum = 0;
  const names = { unpaid: 'unpaid', 'paid, not set up': 'paid', completed: 'completed', archived: 'archived', active: 'active' } as const;
  const arms = PLAN_STAGES.slice(0, -1).map(({ stage, share }) => `when ${r} < ${(sum += share).toFixed(4)} then '${names[stage]}'`);
  return `case ${arms.join(' ')} else 'active' end`;
}

export const createWorkTable = `
  create unlogged table scale_seed_plans (
    n int primary key, id uuid not null, user_id text not null, stage text not null, weeks_done int not null,
    setup_at timestamptz, created_at timestamptz not null, variant int not null, family boolean not null
  )`;

/** The bulk plans: 0.9 × parents have one, the first 0.4 × a second, the first 0.2 × a third. */
export function bulkWorkRows(plans: number, parents: number): string {
  const first = Math.round(parents * 0.9);
  const second = first + Math.round(parents * 0.4);
  return `
    insert into scale_seed_plans
    select n, md5('scale-plan-' || n)::uuid,
      'scale-parent-' || (case when n < ${first} then n when n < ${second} then n - ${first} else n - ${second} end),
      s.stage, w.weeks, su.setup_at,
      coalesce(su.setup_at, now() - ${rnd('n', 3)} * interval '1000 days') - ${rnd('n', 4)} * interval '2 days',
      n % 4, false
    from generate_series(0, ${plans - 1}) n
    cross join lateral (select ${stageCase(rnd('n', 1))} as stage) s
    cross join lateral (select case s.stage when 'active' then floor(${rnd('n', 2)} * 25)::int when 'completed' then 26
      when 'archived' then floor(${rnd('n', 2)} * 27)::int else 0 end as weeks) w
    cross join lateral (select case when s.stage in ('unpaid', 'paid') then null::timestamptz
      when s.stage = 'active' then now() - (w.weeks * 7 + ${rnd('n', 3)} * 6) * interval '1 day'
      else now() - (w.weeks * 7 + 14 + ${rnd('n', 3)} * 900) * interval '1 day' end as setup_at) su`;
}

/** The measured family: three plans, all 26 weeks done, set up a year, two and three years ago. */
export const familyWorkRows = (userId: string): Statement => ({
  params: [userId],
  sql: `
  insert into scale_seed_plans
  select -k, md5('scale-family-plan-' || k || $1::text)::uuid, $1::text, 'completed', 26, now() - (k * 365 - 100) * interval '1 day',
    now() - (k * 365 - 99) * interval '1 day', k % 4, true
  from generate_series(1, 3) k`,
});

export function plans(range: Range, t: Templates): Statement[] {
  return [
    {
      sql: `
    insert into files (id, owner_id, kind, mime_type, byte_size, sha256, width, height, storage_key, thumb_key, created_at)
    select f.id, p.user_id, 'drawing', 'image/jpeg', 180000 + (p.n % 90000), md5(p.id::text) || md5(p.user_id), 1600, 1200,
      'drawing/' || f.id || '/display.jpg', 'drawing/' || f.id || '/thumb.jpg', p.setup_at
    from scale_seed_plans p cross join lateral (select md5('scale-baseline-' || p.id)::uuid as id) f
    where p.setup_at is not null and ${inRange(range)}`,
    },
    {
      params: [t.features],
      sql: `
    insert into plans (id, user_id, child_name, is_paid, paid_at, is_completed, is_archived, archived_at, birth_month, birth_year,
      baseline_file_id, setup_completed_at, baseline_cognitive_age, baseline_cognitive_age_min, baseline_cognitive_age_max,
      baseline_child_age, baseline_strengths, baseline_areas_for_improvement, baseline_features, created_at, updated_at)
    select p.id, p.user_id, (array['Mia','Leo','Emma','Noah','Lina','Ben','Ella','Finn','Clara','Paul','Ida','Jonas','Mila','Elias','Lea','Theo','Nora','Luca','Emil','Hanna'])[1 + abs(p.n) % 20],
      p.stage <> 'unpaid', case when p.stage <> 'unpaid' then p.created_at + interval '10 minutes' end,
      p.stage = 'completed', p.stage = 'archived',
      case when p.stage = 'archived' then p.setup_at + (p.weeks_done * 7 + 3) * interval '1 day' end,
      1 + abs(p.n) % 12, extract(year from p.created_at)::int - 3 - abs(p.n) % 6,
      case when p.setup_at is not null then md5('scale-baseline-' || p.id)::uuid end, p.setup_at,
      case when p.setup_at is not null then a.months end, case when p.setup_at is not null then a.months - 6 end,
      case when p.setup_at is not null then a.months + 6 end, case when p.setup_at is not null then a.months + 2 end,
      case when p.setup_at is not null then '["Draws a person with a head, body, arms and legs"]'::jsonb end,
      case when p.setup_at is not null then '["Adding details such as hands and hair"]'::jsonb end,
      case when p.setup_at is not null then $1::jsonb end,
      p.created_at, coalesce(p.setup_at, p.created_at)
    from scale_seed_plans p cross join lateral (select (array[40, 60, 84, 110])[1 + p.variant] + floor(${rnd('p.n', 5)} * 12)::int - 6 as months) a
    where ${inRange(range)}`,
    },
    {
      sql: `
    insert into payments (user_id, plan_id, provider, provider_payment_id, amount, currency, status, fulfilled_at, created_at, updated_at)
    select p.user_id, p.id, 'stripe', 'pi_scale_' || replace(p.id::text, '-', ''), 4900, 'usd', 'succeeded',
      p.created_at + interval '10 minutes', p.created_at + interval '9 minutes', p.created_at + interval '10 minutes'
    from scale_seed_plans p where p.stage <> 'unpaid' and ${inRange(range)}`,
    },
  ];
}

/**
 * 26 weeks per plan that is set up, from the local generator's plan for one of four stages ($1).
 * The seed runs without triggers (seed.ts), so the ones that keep plans.weeks do not re-read the
 * growing table once per plan; weeksOfPlans then writes plans.weeks with the triggers' own
 * function, once the table has statistics.
 */
export function planWeeks(range: Range, t: Templates): Statement[] {
  const sql = `
    insert into plan_challenges (plan_id, week, challenge_id, title, description, skills, instructions, estimated_time, difficulty, skill_tags, created_at, updated_at)
    select p.id, (c->>'week')::int, c->>'challenge_id', c->>'title', c->>'description', c->'skills', c->'instructions',
      c->>'estimated_time', (c->>'difficulty')::int, c->'skill_tags', p.setup_at, p.setup_at
    from scale_seed_plans p cross join lateral jsonb_array_elements(($1::jsonb)->p.variant) c
    where p.setup_at is not null and ${inRange(range)}`;
  return [{ sql, params: [t.planWeeks] }];
}

/**
 * plans.weeks as the plan_challenges triggers write it (migration 0017's kritzel_plan_weeks:
 * the same keys, in week order), built from the template ($1) that planWeeks copied: every plan
 * of a variant has the same 26 weeks, so the JSON is made once per variant and copied. Calling
 * the function once per plan was a minute and a half of the seed.
 */
export function weeksOfPlans(range: Range, t: Templates): Statement[] {
  return [
    {
      params: [t.planWeeks],
      sql: `with weeks as materialized (
          select v.variant, (
            select json_agg(json_build_object('week', (c->>'week')::int, 'title', c->>'title', 'description', c->>'description',
              'skills', c->'skills', 'instructions', c->'instructions', 'estimatedTime', c->>'estimated_time',
              'difficulty', (c->>'difficulty')::int, 'skillTags', c->'skill_tags', 'adaptedReason', null) order by (c->>'week')::int)
            from jsonb_array_elements(($1::jsonb)->v.variant) c) as weeks
          from generate_series(0, 3) v(variant)
        )
        update plans set weeks = w.weeks
        from scale_seed_plans p join weeks w on w.variant = p.variant
        where p.id = plans.id and p.setup_at is not null and ${inRange(range)}`,
    },
  ];
}

/**
 * Submissions with their feedback ($1, the template; ages and scores vary per row) and challenge
 * titles ($2), each with one photo (a files row and its link), generated once per row and written
 * to the three tables in one statement. Each week done has one attempt, 5 % a second, 1 % a third;
 * on active plans the latest week is sometimes still pending (0.8 %, lost hours ago: the stale
 * sweep's work) or failed (0.4 %).
 */
export function submissions(range: Range, t: Templates): Statement[] {
  const sql = `
    with g as materialized (
      select p.id as plan_id, p.user_id, p.n, p.variant, w, a, s.sub_id, s.file_id, s.at, s.r,
        case when s.latest and s.r > 0.992 then 'pending' when s.latest and s.r > 0.988 then 'failed' else 'completed' end as status
      from scale_seed_plans p
      cross join generate_series(1, p.weeks_done) w
      cross join lateral generate_series(1, 1 + (${rnd('p.n * 31 + w', 7)} < ${SECOND_ATTEMPT_SHARE})::int + (${rnd('p.n * 31 + w', 8)} < ${THIRD_ATTEMPT_SHARE})::int) a
      cross join lateral (select md5('scale-sub-' || p.id || '-' || w || '-' || a)::uuid as sub_id, md5('scale-file-' || p.id || '-' || w || '-' || a)::uuid as file_id,
        p.setup_at + ((w - 1) * 7 + 1 + ${rnd('p.n * 31 + w', 9)} * 5) * interval '1 day' + (a - 1) * interval '2 hours' as at,
        w = p.weeks_done and p.stage = 'active' as latest, ${rnd('p.n * 31 + w', 10)} as r) s
      where ${inRange(range)}
    ),
    photos as (
      insert into files (id, owner_id, kind, mime_type, byte_size, sha256, width, height, storage_key, thumb_key, created_at)
      select g.file_id, g.user_id, 'submission-image', 'image/jpeg', 150000 + (abs(g.n) * 7 + w) % 250000, md5(g.file_id::text) || md5(g.sub_id::text),
        1600, 1200, 'submission-image/' || g.file_id || '/display.jpg', 'submission-image/' || g.file_id || '/thumb.jpg', g.at
      from g
    ),
    weeks as (
      insert into submissions (id, plan_id, user_id, week_number, attempt_number, challenge_title, source, child_mood, parent_mood,
        activity_enjoyment, difficulty_level, time_spent, followed_challenge, evaluation_status, ai_feedback, evaluation_error, retryable,
        analyser, evaluated_at, created_at, updated_at)
      select g.sub_id, g.plan_id, g.user_id, w, a, ($2::jsonb)->g.variant->(w - 1)->>'title',
        case when g.r < 0.1 then 'interactive' else 'upload' end, 1 + (abs(g.n) + w) % 5, 1 + (abs(g.n) + 2 * w) % 5, 1 + (abs(g.n) + 3 * w) % 5,
        1 + (abs(g.n) + w) % 4, (array['less-10','10-20','20-30','30-45'])[1 + (abs(g.n) + w) % 4],
        case when g.r < 0.85 then 'yes' when g.r < 0.95 then 'partly' else 'other' end,
        g.status,
        case g.status when 'completed' then replace(replace($1, '${MARK.age}', (40 + (abs(g.n) % 70) + w / 4)::text), '${MARK.score}', (4 + (abs(g.n) + w) % 7)::text)::jsonb
          when 'failed' then '{"error":"AI evaluation failed. Please retry.","retryable":true}'::jsonb end,
        case when g.status = 'failed' then 'AI evaluation failed. Please retry.' end, true,
        case when g.status = 'completed' then 'local' end, case when g.status <> 'pending' then g.at + interval '40 seconds' end,
        g.at, g.at + interval '40 seconds'
      from g
    )
    insert into submission_images (submission_id, file_id, position, is_primary)
    select g.sub_id, g.file_id, 0, true from g`;
  return [{ sql, params: [t.feedback, t.planWeeks] }];
}

/**
 * Checkpoint k after 4k weeks, its drawing the photo of week 4k; 72 % of the opened ones were
 * taken (the family's all). 0.2 % are pending since long ago: the stale sweep's work.
 * $1 the analysis, $2 the measured features.
 */
export function checkpoints(range: Range, t: Templates): Statement[] {
  const sql = `
    insert into checkpoints (plan_id, checkpoint_number, status, cognitive_age, cognitive_age_min, cognitive_age_max, analysis, analyser,
      whole_person_drawing, drawing_file_id, features, evaluated_at, created_at, updated_at)
    select p.id, k, st.status, age.m, age.m - 6, age.m + 6, case when st.status = 'completed' then $1::jsonb end,
      case when st.status = 'completed' then 'local' end, k % 2 = 0, md5('scale-file-' || p.id || '-' || (4 * k) || '-1')::uuid,
      case when st.status = 'completed' then $2::jsonb end, case when st.status = 'completed' then c.at end, c.at, c.at
    from scale_seed_plans p
    cross join generate_series(1, least(6, p.weeks_done / 4)) k
    cross join lateral (select p.setup_at + (28 * k + 1) * interval '1 day' as at, ${rnd('p.n * 7 + k', 11)} as r) c
    cross join lateral (select case when not p.family and c.r > 0.998 then 'pending' else 'completed' end as status) st
    cross join lateral (select 40 + (abs(p.n) % 70) + 3 * k as m) age
    where (p.family or c.r < ${CHECKPOINT_TAKEN_SHARE} or c.r > 0.998) and ${inRange(range)}`;
  return [{ sql, params: [t.checkpointAnalysis, t.features] }];
}

/**
 * Share links on plans with a checkpoint: 80 % have one, 15 % a second (a tenth revoked, a month
 * to live), and half were opened once.
 */
export function shareLinks(range: Range, target: number, eligible: number): Statement[] {
  const second = Math.min(1, Math.max(0, target / Math.max(1, eligible) - 0.8));
  const links = `
    insert into report_shares (id, plan_id, scope, checkpoint_number, token_hash, created_at, expires_at, revoked_at)
    select md5('scale-share-' || p.id || '-' || j)::uuid, p.id, case when p.weeks_done = 26 and j = 1 then 'final' else 'checkpoint' end,
      case when p.weeks_done = 26 and j = 1 then null else greatest(1, least(6, p.weeks_done / 4) - j + 1) end,
      md5('scale-token-' || p.id || '-' || j) || md5(p.id::text || j), t.at, t.at + interval '30 days',
      case when ${rnd('p.n * 3 + j', 13)} < 0.1 then t.at + interval '3 days' end
    from scale_seed_plans p cross join generate_series(1, 2) j
    cross join lateral (select p.setup_at + (p.weeks_done * 7) * interval '1 day' + j * interval '1 day' as at) t
    where p.weeks_done >= 4 and not p.family and ${inRange(range)}
      and ((j = 1 and ${rnd('p.n', 14)} < 0.8) or (j = 2 and ${rnd('p.n', 15)} < ${second.toFixed(4)}))`;
  const openings = `
    insert into report_share_openings (share_id, opened_at, browser)
    select r.id, r.created_at + interval '2 hours', (array['Safari on iPhone','Chrome on Android','Chrome on Windows','Firefox on Linux'])[1 + abs(hashtext(r.id::text)) % 4]
    from report_shares r join scale_seed_plans p on p.id = r.plan_id
    where ${inRange(range)} and hashtext(r.id::text) % 2 = 0`;
  return [{ sql: links }, { sql: openings }];
}
