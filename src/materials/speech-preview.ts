import { SPEECH_PREVIEW_MAX_LENGTH, SPEECH_VOLUME } from '../../resources/materials/material-constants.ts';

/** What the preview needs of a speech material's settings. */
export interface SpeechSettings {
  content: string;
  voice_type: string;
  speed: number;
  volume: number;
}

/**
 * Spec §5 and §9: the preview reads at most the first 100 characters. Cut by whole characters, so
 * an emoji or a rare CJK character is never split in half (and the result still fits the schema).
 */
export function previewText(content: string): string {
  let text = '';
  for (const char of content.trim()) {
    if (text.length + char.length > SPEECH_PREVIEW_MAX_LENGTH) break;
    text += char;
  }
  return text.trim();
}

/** True when this browser can read text aloud. */
export function speechAvailable(scope: { speechSynthesis?: unknown; SpeechSynthesisUtterance?: unknown } = globalThis): boolean {
  return typeof scope.speechSynthesis === 'object' && scope.speechSynthesis !== null && typeof scope.SpeechSynthesisUtterance === 'function';
}

/** The language a text is most likely in: Han → zh, kana → ja, else the interface's. */
export function languageOfText(text: string, fallback: string): string {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  return fallback.startsWith('zh') ? 'en' : fallback;
}

// Browsers do not say a voice's gender; their names usually do.
const FEMALE = /female|woman|zira|samantha|victoria|karen|tessa|moira|huihui|xiaoxiao|yaoyao|tingting|meijia|kyoko|haruka|monica|paulina|helena/i;
const MALE = /\bmale|\bman\b|david|mark|daniel|alex|fred|kangkang|yunxi|yunyang|otoya|ichiro|jorge|pablo|diego/i;

/** The voice for a voice type: one of the text's language whose name suggests it, else any of that language. */
export function pickVoice<V extends { name: string; lang: string }>(voices: readonly V[], voiceType: string, language: string): V | undefined {
  const ofLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(language.toLowerCase()));
  const looksRight = (voice: V) => (voiceType === 'male' ? MALE.test(voice.name) && !FEMALE.test(voice.name) : FEMALE.test(voice.name));
  return ofLanguage.find(looksRight) ?? ofLanguage[0];
}

/**
 * Reads the preview text aloud with the chosen speed (the utterance's rate) and volume (0–100 of
 * the material, 0–1 of the browser). Answers a function that stops it; `onEnd` hears when it ends.
 */
export function speakPreview(settings: SpeechSettings, interfaceLanguage: string, onEnd: () => void): () => void {
  const synth = window.speechSynthesis;
  const text = previewText(settings.content);
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  const language = languageOfText(text, interfaceLanguage);
  utterance.lang = language;
  const voice = pickVoice(synth.getVoices(), settings.voice_type, language);
  if (voice) utterance.voice = voice;
  utterance.rate = settings.speed;
  utterance.volume = Math.min(1, Math.max(0, settings.volume / SPEECH_VOLUME.max));
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  synth.speak(utterance);
  return () => {
    utterance.onend = null;
    utterance.onerror = null;
    synth.cancel();
    onEnd();
  };
}
