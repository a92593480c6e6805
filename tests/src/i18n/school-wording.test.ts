import { describe, expect, it } from 'vitest';
import { toSchoolWording, usesSchoolWording } from '../../../src/i18n/school-wording.ts';
import type { Language } from '../../../resources/messages/languages.ts';

describe('toSchoolWording (spec §1 education variant)', () => {
  it.each<[Language, string, string]>([
    ['en', 'Stores', 'Classes'],
    ['en', 'Add a store', 'Add a class'],
    ['en', 'Store manager', 'Teacher'],
    ['en', 'Store managers and shopping guides', 'Teachers and students'],
    ['en', 'The store manager invites a shopping guide', 'The teacher invites a student'],
    ['en', 'Guides', 'Students'],
    ['en', 'Seller account', 'Teacher account'],
    ['en', "the seller's sellers", "the teacher's teachers"],
    ['en', 'Store sub-accounts', 'Class sub-accounts'],
    ['en', 'storeManagement and guidebook stay as they are', 'storeManagement and guidebook stay as they are'],
    ['zh', '门店管理', '班级管理'],
    ['zh', '店长', '老师'],
    ['zh', '导购', '学生'],
    ['zh', '门店店长邀请导购', '班级老师邀请学生'],
    ['zhEdu', '门店', '班级'],
    ['es', 'Tiendas y store manager', 'Tiendas y store manager'],
    ['ja', '店舗 store', '店舗 store'],
  ])('%s: %s → %s', (language, text, expected) => {
    expect(toSchoolWording(text, language)).toBe(expected);
  });
});

describe('usesSchoolWording (spec §6 enEdu / zhEdu flags)', () => {
  it.each<[string, { enEdu: boolean; zhEdu: boolean }, boolean]>([
    ['zhEdu', { enEdu: false, zhEdu: false }, true],
    ['en', { enEdu: true, zhEdu: false }, true],
    ['en', { enEdu: false, zhEdu: true }, false],
    ['zh', { enEdu: false, zhEdu: true }, true],
    ['zh', { enEdu: true, zhEdu: false }, false],
    ['es', { enEdu: true, zhEdu: true }, false],
    ['ja', { enEdu: true, zhEdu: true }, false],
  ])('%s with %j → %s', (language, flags, expected) => {
    expect(usesSchoolWording(language, flags)).toBe(expected);
  });
});
