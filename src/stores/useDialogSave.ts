import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../providers/http.ts';
import { fieldErrorsToAntd } from '../shell/zod-rule.ts';

/**
 * A dialog form's save: checks the fields, sends, closes once saved; a refusal leaves the dialog
 * open with the server's field errors on their fields (its message is already shown).
 */
export function useDialogSave<T>(form: FormInstance<T>, onSubmit: (values: T) => Promise<unknown>, onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsToAntd((error as ApiError).errors));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save: () => void save() };
}
