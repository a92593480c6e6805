import { fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field as fields } from '../../../resources/engine/fields.ts';
import { fieldWidget } from '../../../src/engine/field-widgets.tsx';
import type { ResourceUi } from '../../../src/engine/resource-ui.ts';

// Not initialised, i18next answers each key as it is.
const t = i18next.t;

describe('the date and time widget of a form', () => {
  it('takes Enter as accepting the typed date, not as submitting the form around it', () => {
    const field = fields.datetime(z.string());
    const { container } = render(<form>{fieldWidget(field, t, {} as ResourceUi, { label: 'Expiry date', locale: 'en-US' })}</form>);
    const input = container.querySelector('input')!;
    // fireEvent answers false when a handler called preventDefault: the browser's implicit submission is off.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
  });
});
