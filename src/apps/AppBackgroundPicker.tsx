import { Input } from 'antd';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';

/** An app's PC or mobile background: a file of the merchant's background library (App settings). */
export function AppBackgroundPicker({ value, onChange, id }: CustomEditorProps) {
  return <Input id={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange?.(event.target.value)} />;
}
