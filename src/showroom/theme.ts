import type { CSSProperties } from 'react';
import type { ShowroomStyle } from '../../resources/apps/showroom.schema.ts';

/** System font stacks: the page downloads no font (resources/shared/showroom-terms.ts SHOWROOM_FONTS). */
const FONT_STACKS: Record<ShowroomStyle['font'], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans", sans-serif',
  serif: 'Georgia, "Times New Roman", "Songti SC", "Hiragino Mincho ProN", "Noto Serif", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", "Nunito", system-ui, sans-serif',
};

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const safeColor = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/** The style template as CSS variables on the page's root: showroom.css draws everything from them. */
export function themeVariables(style: ShowroomStyle): CSSProperties {
  return {
    '--sr-primary': safeColor(style.primary_color, '#1677ff'),
    '--sr-bg': safeColor(style.background_color, '#ffffff'),
    '--sr-text': safeColor(style.text_color, '#1f1f1f'),
    '--sr-font': FONT_STACKS[style.font] ?? FONT_STACKS.sans,
  } as CSSProperties;
}
