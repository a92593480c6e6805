import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources/index.ts';
import { mirrorProblems, namingProblems, sqlOutsideRepositories, type Tree } from './tree-conventions.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let tree: Tree;
beforeAll(async () => {
  // The files git knows and the ones about to be added: what a commit would hold, never build output.
  const { stdout } = await promisify(execFile)('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 1 << 24 });
  const files = stdout.split('\n').filter(Boolean);
  tree = { files, resourceNames: new Set(RESOURCES.map((resource) => resource.name)) };
});

const probe = (files: string[]) => namingProblems({ files, resourceNames: new Set(['coupons', 'plans']) });

describe("the tree keeps CONTRIBUTING.md's names", () => {
  it('every file under resources/, server/modules/ and src/ is named as the map says', () => {
    expect(tree.files.length).toBeGreaterThan(500);
    expect(namingProblems(tree)).toEqual([]);
  });

  it("a module's SQL lives in its repositories only", async () => {
    const modules = tree.files.filter((file) => file.startsWith('server/modules/') && file.endsWith('.ts'));
    const sources = new Map(await Promise.all(modules.map(async (file) => [file, await readFile(path.join(ROOT, file), 'utf8')] as const)));
    expect(sources.size).toBeGreaterThan(100);
    expect(sqlOutsideRepositories(sources)).toEqual([]);
  });

  it('every test sits in the folder that mirrors its source, or in a cross-cutting suite', () => {
    expect(mirrorProblems(tree.files)).toEqual([]);
  });
});

describe('each naming rule refuses a file laid out wrong', () => {
  it('passes a tree laid out as the map says', () => {
    expect(
      probe([
        'resources/coupons/coupons.resource.ts',
        'resources/coupons/coupons.texts.ts',
        'resources/coupons/coupons.messages.ts',
        'resources/coupons/claim.schema.ts',
        'resources/coupons/coupon-status.ts',
        'server/modules/coupons/coupons.server.ts',
        'server/modules/coupons/coupons.hooks.ts',
        'server/modules/coupons/coupons.actions.ts',
        'server/modules/coupons/claims.routes.ts',
        'server/modules/coupons/claims.service.ts',
        'server/modules/coupons/claims.repository.ts',
        'src/coupons/coupons.ui.tsx',
        'src/coupons/coupons.pages.ts',
        'src/coupons/CouponDetail.tsx',
        'src/coupons/useClaims.ts',
        'src/coupons/claim-chart.tsx',
      ]),
    ).toEqual([]);
  });

  it.each([
    ['resources/shared/coupons.messages.ts', 'texts and messages live in their entity'],
    ['resources/coupons/claims.messages.ts', 'name it coupons.messages.ts'],
    ['resources/coupons/coupon.constants.ts', 'name it <topic>.ts'],
    ['resources/Coupons/coupons.resource.ts', 'folders are kebab-case'],
    ['server/modules/coupons/coupon-effects.hooks.ts', 'coupon-effects.server.ts'],
    ['server/modules/coupons/claims.sql.ts', 'name it <topic>.ts'],
    ['server/modules/coupons/claimRules.ts', 'name it <topic>.ts'],
    ['src/coupons/coupon-texts.ts', 'texts and messages live in resources'],
    ['src/coupons/vouchers.ui.tsx', 'there is no vouchers'],
    ['src/coupons/marketing.pages.ts', 'name it coupons.pages.ts'],
    ['src/coupons/couponDetail.tsx', 'name a component'],
    ['src/couponCentre/CouponDetail.tsx', 'folders are kebab-case'],
  ])('refuses %s', (file, reason) => {
    const problems = probe([file]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(reason);
  });

  it('refuses SQL outside a repository, and passes the same SQL inside one', () => {
    const statement = "return db.selectFrom('coupons').select('id').where('merchant_id', '=', merchantId).execute();";
    const fragment = 'const due = sql`ends_at < now()`;';
    expect(
      sqlOutsideRepositories(
        new Map([
          ['server/modules/coupons/claims.repository.ts', statement + fragment],
          ['server/modules/coupons/claims.service.ts', "await db.transaction().execute((trx) => claim(trx, id)); // 'selectFrom' in words"],
          ['server/engine/list-query.ts', statement],
        ]),
      ),
    ).toEqual([]);
    expect(
      sqlOutsideRepositories(
        new Map([
          ['server/modules/coupons/claims.service.ts', statement],
          ['server/modules/coupons/coupons.hooks.ts', fragment],
        ]),
      ),
    ).toEqual([
      'server/modules/coupons/claims.service.ts: SQL lives in a <topic>.repository.ts; call it from here',
      'server/modules/coupons/coupons.hooks.ts: SQL lives in a <topic>.repository.ts; call it from here',
    ]);
  });

  it('refuses a test with no source folder beside which it belongs, and passes one that has', () => {
    const files = ['server/modules/coupons/claims.service.ts', 'tests/helpers/time.ts', 'tests/helpers/time.test.ts'];
    expect(mirrorProblems([...files, 'tests/server/modules/coupons/claims-race.test.ts', 'tests/server/reliability/claims.test.ts'])).toEqual([]);
    expect(mirrorProblems([...files, 'tests/server/coupons/claims.test.ts', 'tests/helpers/clock.test.ts'])).toEqual([
      'tests/server/coupons/claims.test.ts: no source folder server/coupons/ beside which it belongs',
      'tests/helpers/clock.test.ts: no source folder helpers/ beside which it belongs',
    ]);
  });
});
