import { describe, expect, it } from 'vitest';
import { showroomMessages } from '../../../resources/apps/messages/showroom.ts';
import { checkAnswers, questionsOf, signupOpen } from '../../../src/showroom/activity-form.ts';

const words = showroomMessages.en.activities;
const questions = questionsOf([
  { key: 'name', label: 'Name', kind: 'text', required: true, options: [] },
  { key: 'phone', label: 'Phone', kind: 'phone', required: true, options: [] },
  { key: 'mail', label: 'E-mail', kind: 'email', required: false, options: [] },
  { key: 'rooms', label: 'Rooms', kind: 'multiple', required: true, options: ['Kitchen', 'Bath'] },
  { key: 'broken', label: 'Broken', kind: 'video' },
]);

describe("an activity's sign-up form", () => {
  it('reads the questions of the form, skipping what it cannot ask', () => {
    expect(questions.map((question) => question.key)).toEqual(['name', 'phone', 'mail', 'rooms']);
    expect(questions[3]!.options).toEqual(['Kitchen', 'Bath']);
  });

  it('asks for required answers and answers of their shape before sending', () => {
    const { problems } = checkAnswers(questions, { name: '  ', phone: '12a', mail: 'nope', rooms: [] }, words);
    expect(problems).toEqual({ name: words.required, phone: words.phone, mail: words.email, rooms: words.required });
  });

  it('sends trimmed answers, leaving out empty optional ones', () => {
    const { problems, sent } = checkAnswers(questions, { name: ' Ann ', phone: '13800000000', mail: '', rooms: ['Bath'] }, words);
    expect(problems).toEqual({});
    expect(sent).toEqual({ name: 'Ann', phone: '13800000000', rooms: ['Bath'] });
  });

  it('takes sign-ups while enabled, before the deadline and the end', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    const open = { signup_enabled: true, signup_deadline: '2026-05-02T00:00:00Z', ends_at: '2026-06-01T00:00:00Z' };
    expect(signupOpen(open, now)).toBe(true);
    expect(signupOpen({ ...open, signup_enabled: false }, now)).toBe(false);
    expect(signupOpen({ ...open, signup_deadline: '2026-04-30T00:00:00Z' }, now)).toBe(false);
    expect(signupOpen({ ...open, signup_deadline: null, ends_at: '2026-04-01T00:00:00Z' }, now)).toBe(false);
  });
});
