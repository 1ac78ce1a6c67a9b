import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrowthSeriesResponse } from '../../../contracts/growth.ts';
import { REPORT_LIMITS, REPORT_URLS } from '../../../contracts/reports.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet } from '../../../test/factories.ts';
import { simpleJpeg } from '../../../test/images.ts';
import { readPdf } from '../../../test/pdf.ts';
import { createReportPlan } from '../../../test/report-factories.ts';
import { files, taskResults, users } from '../../db/schema/index.ts';
import { taskRangeWordsIn } from '../../../contracts/task-words.ts';
import { translator } from '../../i18n/index.ts';
import { taskSources } from './estimate.ts';
import { purgeAnonymousTaskResults } from './purge-anonymous-task-results.ts';
import { insertShapesResult, scorePerson, taskRow } from './tasks.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

describe('tasks in the Growth tab and the PDF report', { timeout: 120_000 }, () => {
  it('plots each task’s estimate as its own series and lists checkpoint tasks in the report with their sources', async () => {
    const { parent, plan } = await createReportPlan({ ctx, weeks: 4, checkpoints: 1 });
    const shapes = await insertShapesResult(ctx, { userId: parent.id, planId: plan.id, checkpointNumber: 1, passes: 4, childAge: 62 });
    const person = await scorePerson(ctx, parent, { items: 'head,eyes,mouth,body,legs,arms', childAge: '62', planId: plan.id, checkpointNumber: '1' });
    expect(person.statusCode).toBe(200);

    const growth = GrowthSeriesResponse.parse((await parentGet(ctx, `/api/plans/${plan.id}/growth`, parent)).json());
    expect(growth.tasks).toEqual([
      {
        task: 'shapes',
        checkpointNumber: 1,
        date: shapes.createdAt.toISOString(),
        childAge: 62,
        centre: shapes.estimate.centre,
        range: shapes.estimate.range,
        floor: shapes.estimate.floor,
        ceiling: shapes.estimate.ceiling,
      },
      expect.objectContaining({ task: 'person', checkpointNumber: 1, childAge: 62, range: person.json().estimate.range }),
    ]);

    const response = await parentGet(ctx, REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(response.statusCode).toBe(200);
    const { text } = await readPdf(response.rawPayload, '/tmp/report-with-tasks.png');
    expect(text).toContain('Checkpoint 1: the shape sheet');
    expect(text).toContain('Passed 4 of 9: Vertical line, Horizontal line, Circle, Cross');
    expect(text).toContain('Checkpoint 1: draw a person');
    expect(text).toContain('Passed 6 of 15: Head, Eyes, Mouth, Body, Legs, Arms');
    expect(text).toContain(shapes.estimate.words.replace(/\s+/g, ' '));
    for (const source of [...taskSources('shapes'), ...taskSources('person')]) expect(text).toContain(source.replace(/\s+/g, ' '));
    // The not-a-diagnosis sentence under each task, besides the report's own.
    expect(text.split(REPORT_LIMITS.notADiagnosis).length - 1).toBeGreaterThanOrEqual(4);

    // In the account's language: the items' names and the range in German too, not only the frame.
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, parent.id));
    const german = await readPdf((await parentGet(ctx, REPORT_URLS.checkpointPdf(plan.id, 1), parent)).rawPayload, '/tmp/report-with-tasks-de.png');
    const plainGerman = german.text.replace(/\s+/g, ' ');
    expect(plainGerman).toContain('4 von 9 bestanden: Senkrechte Linie, Waagerechte Linie, Kreis, Kreuz');
    expect(plainGerman).toContain(`Schätzung nach den veröffentlichten Normen: ${taskRangeWordsIn(translator('de'), shapes.estimate)}`.replace(/\s+/g, ' '));
    expect(plainGerman).not.toContain('on this task');
  });
});

describe('anonymous tasks expire like anonymous free analyses', { timeout: 60_000 }, () => {
  it('removes anonymous results past 30 days with their photos; keeps newer ones and every parent’s', async () => {
    const db = ctx.database.db;
    const parent = await createUser(ctx);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const scored = await scorePerson(ctx, null, { items: 'head', childAge: '60' }, await simpleJpeg());
    const expiredId: string = scored.json().id;
    await db.update(taskResults).set({ createdAt: old }).where(eq(taskResults.id, expiredId));
    const photoId = (await taskRow(ctx, expiredId))!.photoFileId!;
    const fresh = await insertShapesResult(ctx, { userId: null, passes: 1 });
    const owned = await insertShapesResult(ctx, { userId: parent.id, passes: 1, createdAt: old });
    expect(await purgeAnonymousTaskResults({ db, storage: ctx.storage })).toBeGreaterThanOrEqual(1);
    expect(await taskRow(ctx, expiredId)).toBeUndefined();
    expect(await db.select().from(files).where(eq(files.id, photoId))).toEqual([]);
    expect(await taskRow(ctx, fresh.id)).toBeDefined();
    expect(await taskRow(ctx, owned.id)).toBeDefined();
    expect(await purgeAnonymousTaskResults({ db, storage: ctx.storage })).toBe(0);
  });
});
