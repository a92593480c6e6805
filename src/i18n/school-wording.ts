import type { Language } from '../../resources/messages/languages.ts';

/**
 * Spec §1: the school variant renames store to class, seller to teacher and sale (shopping guide)
 * to student. Ordered longest first so "store manager" becomes "teacher", not "class manager".
 */
const ENGLISH: [RegExp, string][] = [
  [/\bStore managers\b/g, 'Teachers'],
  [/\bstore managers\b/g, 'teachers'],
  [/\bStore manager\b/g, 'Teacher'],
  [/\bstore manager\b/g, 'teacher'],
  [/\bShopping guides\b/g, 'Students'],
  [/\bshopping guides\b/g, 'students'],
  [/\bShopping guide\b/g, 'Student'],
  [/\bshopping guide\b/g, 'student'],
  [/\bGuides\b/g, 'Students'],
  [/\bguides\b/g, 'students'],
  [/\bGuide\b/g, 'Student'],
  [/\bguide\b/g, 'student'],
  [/\bSellers\b/g, 'Teachers'],
  [/\bsellers\b/g, 'teachers'],
  [/\bSeller\b/g, 'Teacher'],
  [/\bseller\b/g, 'teacher'],
  [/\bStores\b/g, 'Classes'],
  [/\bstores\b/g, 'classes'],
  [/\bStore\b/g, 'Class'],
  [/\bstore\b/g, 'class'],
];

const CHINESE: [RegExp, string][] = [
  [/店长/g, '老师'],
  [/导购/g, '学生'],
  [/门店/g, '班级'],
];

/** Rewrites a translated text in school wording for its language. */
export function toSchoolWording(text: string, language: Language): string {
  const rules = language === 'zh' || language === 'zhEdu' ? CHINESE : language === 'en' ? ENGLISH : [];
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Whether school wording applies: always in zhEdu; in English or Chinese when the session holds enEdu / zhEdu. */
export function usesSchoolWording(language: string, flags: { enEdu: boolean; zhEdu: boolean }): boolean {
  if (language === 'zhEdu') return true;
  if (language === 'en') return flags.enEdu;
  if (language === 'zh') return flags.zhEdu;
  return false;
}
