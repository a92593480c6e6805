import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { insertTemplate, merchantId, templateBody, templateCalls, templateExists } from './style-templates-helpers.ts';

/**
 * One table, two resources: a merchant's custom templates (`style-templates`, its own rows) and the
 * operators' system ones (`system-style-templates`, merchant null). Neither reaches the other's
 * rows, nor one merchant another's. The merchant's page is a page of its own (ACCESS.md "Sub-pages
 * are pages of their own"): a role reaches it by naming it or a wildcard above it.
 */
let t: TestApp;
let merchant: Session;
let operator: Session;
let livingTemplate: number;
let secondTemplate: number;
let systemTemplate: number;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  operator = await t.login('operator');
  livingTemplate = await insertTemplate(t, await merchantId(t, 'Demo Living'), 'Living own', 'closed');
  secondTemplate = await insertTemplate(t, await merchantId(t, 'Second Home'), 'Second own', 'closed');
  systemTemplate = await insertTemplate(t, null, 'Everyone’s', 'closed');
});
afterAll(async () => {
  await t.close();
});

const listedIds = async (answer: ReturnType<ReturnType<typeof templateCalls>['list']>) =>
  (await ok<{ list: { id: number }[] }>(answer)).list.map((row) => row.id);

/** Every way a caller reaches one record: each answers 404 for a record not its own, and nothing changes. */
async function expectUnreachable(calls: ReturnType<typeof templateCalls>, id: number) {
  for (const answer of [calls.read(id), calls.patch(id, { name: 'Taken over' }), calls.act(id, 'reopen'), calls.remove(id)])
    expect((await answer).statusCode).toBe(404);
  const batch = await ok<{ ok: number[] }>(calls.removeMany([id]));
  expect(batch.ok).toEqual([]);
  expect(await templateExists(t, id)).toBe(true);
}

describe('the lists', () => {
  it.each<[string, () => ReturnType<typeof templateCalls>, () => number, () => number[]]>([
    [
      'a merchant lists its own, not the system ones nor another merchant’s',
      () => templateCalls(merchant, 'style-templates'),
      () => livingTemplate,
      () => [systemTemplate, secondTemplate],
    ],
    [
      'the operators list the system ones, no merchant’s',
      () => templateCalls(operator, 'system-style-templates'),
      () => systemTemplate,
      () => [livingTemplate, secondTemplate],
    ],
  ])('%s', async (_who, callsOf, seen, unseen) => {
    const ids = await listedIds(callsOf().list());
    expect(ids).toContain(seen());
    for (const id of unseen()) expect(ids).not.toContain(id);
  });
});

describe('a merchant’s custom templates', () => {
  it('reaches neither a system template nor another merchant’s through its own resource', async () => {
    const calls = templateCalls(merchant, 'style-templates');
    await expectUnreachable(calls, systemTemplate);
    await expectUnreachable(calls, secondTemplate);
  });

  it('makes a template of its own, never a system one', async () => {
    const { id } = await ok<{ id: number }>(templateCalls(merchant, 'style-templates').create(templateBody()));
    expect((await ok<{ list: { id: number }[] }>(templateCalls(operator, 'system-style-templates').list())).list.map((row) => row.id)).not.toContain(id);
  });

  it('has no access to the operators’ page at all', async () => {
    const calls = templateCalls(merchant, 'system-style-templates');
    for (const answer of [calls.list(), calls.read(systemTemplate), calls.create(templateBody()), calls.act(systemTemplate, 'reopen')])
      expect((await answer).statusCode).toBe(403);
  });
});

describe('the operators’ system templates', () => {
  it('reaches no merchant’s custom template through the system resource', async () => {
    await expectUnreachable(templateCalls(operator, 'system-style-templates'), livingTemplate);
  });

  it('creates system templates (merchant null) even when the request names a merchant', async () => {
    const { id } = await ok<{ id: number }>(
      templateCalls(operator, 'system-style-templates', { 'tenant-id': String(await merchantId(t, 'Demo Living')) }).create(templateBody()),
    );
    expect(await listedIds(templateCalls(operator, 'system-style-templates').list())).toContain(id);
    expect(await listedIds(templateCalls(merchant, 'style-templates').list())).not.toContain(id);
  });
});

describe('who reaches the merchant’s page (a page of its own, ACCESS.md)', () => {
  it('lets a designer (every action of the apps page and below) read and write the templates', async () => {
    const designer = templateCalls(await t.login('designer'), 'style-templates');
    expect(await listedIds(designer.list())).toContain(livingTemplate);
    const { id } = await ok<{ id: number }>(designer.create(templateBody({ name: 'Designer’s' })));
    await ok(designer.act(id, 'close'));
    await ok(designer.remove(id));
  });

  it('keeps it from a guide, who holds the apps page alone (apps pick their template through their own form)', async () => {
    const guide = templateCalls(await t.login('guide'), 'style-templates');
    for (const answer of [guide.list(), guide.create(templateBody()), guide.remove(livingTemplate)]) expect((await answer).statusCode).toBe(403);
  });

  it('refuses an account with no permissions', async () => {
    expect((await templateCalls(await t.login('nobody'), 'style-templates').list()).statusCode).toBe(403);
  });
});
