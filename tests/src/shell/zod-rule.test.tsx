import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, type FormInstance, Input } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorName, fieldErrorPlace, fieldErrorsToAntd, zodFieldErrors, zodRule } from '../../../src/shell/zod-rule.ts';

// A translator that shows which key and limits it was asked for.
const t = ((key: string, options?: { minimum?: unknown; maximum?: unknown }) =>
  `${key} [${options?.minimum ?? ''}-${options?.maximum ?? ''}]`) as unknown as TFunction;

describe('fieldErrorsToAntd (API.md 422 errors on form fields)', () => {
  it.each<[Record<string, string[]> | undefined, { name: (string | number)[]; errors: string[] }[]]>([
    [undefined, []],
    [{ name: ['Required'] }, [{ name: ['name'], errors: ['Required'] }]],
    [{ 'skus.0.price': ['Too low'] }, [{ name: ['skus', 0, 'price'], errors: ['Too low'] }]],
    [{ 'attributes.12.values': ['Duplicate', 'Empty'] }, [{ name: ['attributes', 12, 'values'], errors: ['Duplicate', 'Empty'] }]],
  ])('%j', (errors, expected) => {
    expect(fieldErrorsToAntd(errors)).toEqual(expected);
  });

  it('puts an error on a list field of a real form', async () => {
    let form: FormInstance | undefined;
    function Skus() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={{ skus: [{ price: 1 }] }}>
          <Form.List name="skus">
            {(fields) =>
              fields.map((field) => (
                <Form.Item key={field.key} name={[field.name, 'price']} label="Price">
                  <Input />
                </Form.Item>
              ))
            }
          </Form.List>
        </Form>
      );
    }
    render(<Skus />);
    act(() => form?.setFields(fieldErrorsToAntd({ 'skus.0.price': ['Price must be above 0'] })));
    expect(await screen.findByText('Price must be above 0')).toBeTruthy();
  });
});

describe('fieldErrorPlace (which rows to open before a 422 error can show on its field)', () => {
  it.each<[string, readonly string[], { rows: Record<string, number>; field: string }]>([
    // What the panorama editor's save answers (server/modules/plans/plan-scenes.service.ts).
    ['graph.scenes.1.hotspots.3.target.id', ['scenes', 'hotspots'], { rows: { scenes: 1, hotspots: 3 }, field: 'target.id' }],
    ['graph.scenes.0.image.base', ['scenes', 'hotspots'], { rows: { scenes: 0 }, field: 'image.base' }],
    ['graph.start', ['scenes', 'hotspots'], { rows: {}, field: 'graph.start' }],
    ['graph.scenes.2', ['scenes', 'hotspots'], { rows: { scenes: 2 }, field: '' }],
    // A nested list form (goods' SKU rows).
    ['skus.12.price', ['skus'], { rows: { skus: 12 }, field: 'price' }],
    ['attributes.0.values.1', ['attributes'], { rows: { attributes: 0 }, field: 'values.1' }],
    ['name', ['skus'], { rows: {}, field: 'name' }],
  ])('%s in %j', (key, lists, place) => {
    expect(fieldErrorPlace(key, lists)).toEqual(place);
  });

  it('names the field as antd does', () => {
    expect(fieldErrorName('skus.0.price')).toEqual(['skus', 0, 'price']);
  });
});

describe("zodFieldErrors (the browser's own check, worded as the server's 422)", () => {
  it('gives each failed path its first message, in the user language', () => {
    const schema = z.object({
      graph: z.object({
        scenes: z.array(z.object({ id: z.number().positive({ error: 'validation.pick' }), name: z.string().min(2, { error: 'validation.tooShort' }) })),
      }),
    });
    const result = schema.safeParse({
      graph: {
        scenes: [
          { id: 1, name: 'ok' },
          { id: 0, name: 'x' },
        ],
      },
    });
    expect(zodFieldErrors(result.error!.issues, t)).toEqual({
      'graph.scenes.1.id': ['validation.pick [0-]'],
      'graph.scenes.1.name': ['validation.tooShort [2-]'],
    });
  });
});

describe('zodRule (the shared schema checks the field, messages in the user language)', () => {
  const rule = zodRule(z.string().min(6, { error: 'validation.tooShort' }).max(20, { error: 'validation.tooLong' }), t) as {
    validator: (rule: unknown, value: unknown) => Promise<void>;
  };

  it.each([
    ['abcdef', undefined],
    ['a'.repeat(20), undefined],
    ['abc', 'validation.tooShort [6-]'],
    ['a'.repeat(21), 'validation.tooLong [-20]'],
  ])('%s → %s', async (value, message) => {
    const result = rule.validator({}, value);
    if (message) await expect(result).rejects.toThrow(message);
    else await expect(result).resolves.toBeUndefined();
  });

  it('shows its message under the field when the form is submitted', async () => {
    render(
      <Form onFinish={() => {}}>
        <Form.Item name="nickname" label="Nickname" rules={[zodRule(z.string().min(2, { error: 'validation.tooShort' }), t)]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>,
    );
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('validation.tooShort [2-]')).toBeTruthy());
  });
});
