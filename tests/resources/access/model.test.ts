import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESS_MODEL } from '../../../resources/access/model.ts';
import { ACTIONS, READ, isAction } from '../../../resources/access/actions.ts';
import { PERMISSION_FLAGS, isFlag } from '../../../resources/access/flags.ts';

describe('ACCESS_MODEL', () => {
  it('is byte-identical to resources/access/model.conf', () => {
    const conf = readFileSync(new URL('../../../resources/access/model.conf', import.meta.url), 'utf8');
    expect(ACCESS_MODEL).toBe(conf);
  });

  it('keeps the matcher of ACCESS.md', () => {
    expect(ACCESS_MODEL).toContain('m = g(r.sub, p.sub) && keyMatch2(r.obj, p.obj) && (p.act == "*" || r.act == p.act)');
  });
});

describe('vocabulary', () => {
  it('lists the sixteen actions of ACCESS.md in order', () => {
    expect(ACTIONS.join(' ')).toBe('create edit delete export import copy shelve submit share publish audit restore purge pause resume status');
  });

  it.each([
    ['delete', true],
    ['status', true],
    [READ, false],
    ['labelManagement', false],
    ['*', false],
  ])('isAction(%s) → %s', (segment, expected) => {
    expect(isAction(segment)).toBe(expected);
  });

  it.each([
    ['appDownload', true],
    ['settingCenter/language', true],
    ['zhEdu', true],
    ['enEdu', true],
    ['/settingCenter/language', false],
    ['appdownload', false],
  ])('isFlag(%s) → %s', (permission, expected) => {
    expect(isFlag(permission)).toBe(expected);
  });

  it('has four flags', () => {
    expect(PERMISSION_FLAGS).toHaveLength(4);
  });
});
