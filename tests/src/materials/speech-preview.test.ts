import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEECH_PREVIEW_MAX_LENGTH } from '../../../resources/materials/material-constants.ts';
import { speechPreviewText } from '../../../resources/materials/material.schema.ts';
import { languageOfText, pickVoice, previewText, speakPreview, speechAvailable } from '../../../src/materials/speech-preview.ts';

describe('the preview text (spec §5, §9: at most 100 characters)', () => {
  it('reads a short text whole, trimmed', () => {
    expect(previewText('  Welcome to our showroom.  ')).toBe('Welcome to our showroom.');
  });

  it.each([
    ['Latin', 'a'.repeat(250)],
    ['CJK', '欢迎光临'.repeat(40)],
    ['emoji at the edge', `${'a'.repeat(99)}😀 and more`],
  ])('cuts a long %s text to at most 100 characters the schema accepts', (_, text) => {
    const preview = previewText(text);
    expect(preview.length).toBeLessThanOrEqual(SPEECH_PREVIEW_MAX_LENGTH);
    expect(text.trim().startsWith(preview)).toBe(true);
    expect(speechPreviewText.safeParse(preview).success).toBe(true);
  });

  it('never splits a character in two', () => {
    expect(previewText(`${'a'.repeat(99)}😀`)).toBe('a'.repeat(99));
    expect(previewText('😀'.repeat(60))).toBe('😀'.repeat(50));
  });
});

describe('speaking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows whether the browser can speak', () => {
    expect(speechAvailable({})).toBe(false);
    expect(speechAvailable({ speechSynthesis: {}, SpeechSynthesisUtterance: class {} })).toBe(true);
  });

  it.each([
    ['Welcome', 'en', 'en'],
    ['欢迎光临', 'en', 'zh'],
    ['ようこそ', 'en', 'ja'],
    ['Bienvenidos', 'es', 'es'],
    ['Welcome', 'zh', 'en'],
  ])('hears %s (interface %s) as %s', (text, ui, language) => {
    expect(languageOfText(text, ui)).toBe(language);
  });

  it('picks a voice of the language whose name fits the voice type', () => {
    const voices = [
      { name: 'Google US English', lang: 'en-US' },
      { name: 'Microsoft David - English', lang: 'en-US' },
      { name: 'Microsoft Zira - English', lang: 'en-US' },
      { name: 'Microsoft Huihui', lang: 'zh-CN' },
    ];
    expect(pickVoice(voices, 'male', 'en')?.name).toContain('David');
    expect(pickVoice(voices, 'female', 'en')?.name).toContain('Zira');
    expect(pickVoice(voices, 'male', 'zh')?.name).toBe('Microsoft Huihui');
    expect(pickVoice(voices, 'female', 'ja')).toBeUndefined();
  });

  it('speaks the first 100 characters at the chosen speed and volume, and stops on request', () => {
    const spoken: { text: string; rate: number; volume: number; lang: string }[] = [];
    const synth = { cancel: vi.fn(), getVoices: () => [], speak: vi.fn((utterance) => spoken.push(utterance)) };
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        rate = 1;
        volume = 1;
        lang = '';
        constructor(public text: string) {}
      },
    );
    const onEnd = vi.fn();
    const stop = speakPreview({ content: 'x'.repeat(150), voice_type: 'female', speed: 1.5, volume: 40 }, 'en', onEnd);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'x'.repeat(100), rate: 1.5, volume: 0.4, lang: 'en' });
    stop();
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
