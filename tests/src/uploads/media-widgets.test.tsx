import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documents } from '../../../resources/documents/documents.resource.ts';
import { FieldValue } from '../../../src/engine/FieldValue.tsx';

const defaultCover = documents.fieldList.find((field) => field.name === 'default_cover')!;

describe('a document without a cover', () => {
  it.each([
    ['pdf', 'file-pdf'],
    ['word', 'file-word'],
    ['ppt', 'file-ppt'],
  ])('shows the %s icon as its default cover', (type, icon) => {
    const { container, getByTestId } = render(<FieldValue field={defaultCover} value={type} />);
    expect(getByTestId('media-thumb')).toBeTruthy();
    expect(container.querySelector(`[aria-label="${icon}"]`)).not.toBeNull();
  });

  it('shows the empty mark when the document has its own cover (no default)', () => {
    const { container } = render(<FieldValue field={defaultCover} value={null} />);
    expect(container.textContent).toBe('—');
  });
});
