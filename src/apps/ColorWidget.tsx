import { ColorPicker } from 'antd';
import type { CustomEditorProps, CustomWidget } from '../engine/custom-widgets.tsx';

/** A style template's colour: antd's picker, sending `#rrggbb` as the server takes it. */
function ColorEditor({ value, onChange, id }: CustomEditorProps) {
  return (
    <span id={id}>
      <ColorPicker
        value={typeof value === 'string' && value ? value : undefined}
        showText
        disabledAlpha
        format="hex"
        onChange={(color) => onChange?.(color.toHexString().toLowerCase())}
      />
    </span>
  );
}

/** How a colour reads on the detail view and in the list: a swatch and its code. */
function ColorDisplay({ value }: { value: unknown }) {
  const color = typeof value === 'string' ? value : '';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 3, border: '1px solid rgba(0,0,0,0.15)', background: color }} />
      <span translate="no">{color}</span>
    </span>
  );
}

export const colorWidget: CustomWidget = { Editor: ColorEditor, Display: ColorDisplay };
