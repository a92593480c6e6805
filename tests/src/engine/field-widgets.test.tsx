import { fireEvent, render } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldDef } from '../../../resources/engine/fields.ts';
import { fieldWidget } from '../../../src/engine/field-widgets.tsx';
import type { ResourceUi } from '../../../src/engine/resource-ui.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('the date and time widget of a form', () => {
  it('takes Enter as accepting the typed date, not as submitting the form around it', () => {
    const field = { kind: 'datetime', schema: z.string() } as unknown as FieldDef;
    const { container } = render(<form>{fieldWidget(field, t, {} as ResourceUi, { label: 'Expiry date', locale: 'en-US' })}</form>);
    const input = container.querySelector('input')!;
    // fireEvent answers false when a handler called preventDefault: the browser's implicit submission is off.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
  });
});
