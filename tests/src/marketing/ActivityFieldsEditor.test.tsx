import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activities } from '../../../resources/activities/activities.resource.ts';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import { customWidget } from '../../../src/engine/custom-widgets.tsx';
import { fieldWidget } from '../../../src/engine/field-widgets.tsx';
import { fromFormValues } from '../../../src/engine/form-values.ts';
import { ActivityEditPage } from '../../../src/marketing/ActivityEditPage.tsx';
import { resourceUi } from '../../../src/marketing/activities.ui.tsx';
import { englishI18n, renderInApp } from '../render-in-app.tsx';
import { fakeApi } from '../engine/engine-harness.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

const formFields = activities.fieldList.find((field) => field.name === 'form_fields')!;

/** The designer as the engine's form renders it (field-widgets.tsx), in a form whose submitted body is collected. */
async function renderDesigner(initial: unknown[]) {
  const i18n = await englishI18n();
  const sent: Record<string, unknown>[] = [];
  await renderInApp(
    <Form initialValues={{ form_fields: initial }} onFinish={(values) => sent.push(fromFormValues(activities, values, resourceUi))}>
      <Form.Item name="form_fields">{fieldWidget(formFields, i18n.t, resourceUi, { label: 'Information to fill in', locale: 'en' })}</Form.Item>
      <Button htmlType="submit" data-testid="submit">
        Submit
      </Button>
    </Form>,
  );
  return sent;
}

const labels = () => screen.getAllByTestId(/^activity-field-label-/).map((input) => (input as HTMLInputElement).value);

describe('the sign-up form designer (`activity-fields`, issue 37)', () => {
  it('is the activities’ widget, so the generic drawer designs the form too', () => {
    expect(customWidget(formFields, resourceUi)?.Editor).toBeTypeOf('function');
  });

  it('adds, reorders and removes questions, and sends each with a stable key and options only on a choice', async () => {
    const sent = await renderDesigner([{ key: 'q1', label: 'Your name', kind: 'text', required: true, options: [] }]);
    fireEvent.click(screen.getByTestId('activity-field-add'));
    fireEvent.change(screen.getByTestId('activity-field-label-1'), { target: { value: 'Room' } });
    // A choice: its options are typed as tags.
    fireEvent.mouseDown(within(screen.getByTestId('activity-field-kind-1').closest('.ant-select')!).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Single choice'));
    const options = within(await screen.findByTestId('activity-field-options-1')).getByRole('combobox');
    for (const option of ['Living room', 'Bedroom']) {
      fireEvent.change(options, { target: { value: option } });
      fireEvent.keyDown(options, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.click(screen.getByTestId('activity-field-up-1'));
    expect(labels()).toEqual(['Room', 'Your name']);

    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.form_fields).toEqual([
      { key: 'q2', label: 'Room', kind: 'single', required: false, options: ['Living room', 'Bedroom'] },
      { key: 'q1', label: 'Your name', kind: 'text', required: true, options: [] },
    ]);

    fireEvent.click(screen.getByTestId('activity-field-remove-0'));
    expect(labels()).toEqual(['Your name']);
  });

  it('refuses a question without a label, and a choice with fewer than two options, on that question', async () => {
    const sent = await renderDesigner([]);
    fireEvent.click(screen.getByTestId('activity-field-add'));
    fireEvent.mouseDown(within(screen.getByTestId('activity-field-kind-0').closest('.ant-select')!).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Multiple choice'));
    fireEvent.click(screen.getByTestId('submit'));
    const question = screen.getByTestId('activity-field');
    await within(question).findByText('A choice needs at least two options.');
    expect(question.querySelectorAll('.ant-form-item-has-error')).toHaveLength(2);
    expect(sent).toEqual([]);
  });
});

describe('the activity create page (issue 37)', () => {
  it('shows the questions in the phone preview as they are designed', async () => {
    const permissions = [activities.route, `${activities.route}/*`];
    const checker = await createAccessChecker({ id: 1, permissions });
    await renderSignedIn(
      <Routes>
        <Route path="/marketingManagement/activityCenter/create" element={<ActivityEditPage />} />
      </Routes>,
      fakeApi() as never,
      { routes: [], checker, profile: { id: 1, permission: permissions } } as never,
      '/marketingManagement/activityCenter/create',
    );
    const preview = await screen.findByTestId('activity-preview');
    expect(within(preview).getByText('No questions to answer.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Spring open day' } });
    fireEvent.click(screen.getByTestId('activity-field-add'));
    fireEvent.change(screen.getByTestId('activity-field-label-0'), { target: { value: 'Your name' } });
    await waitFor(() => expect(within(preview).getByTestId('preview-name').textContent).toBe('Spring open day'));
    expect(within(preview).getByTestId('preview-question').textContent).toContain('Your name');
    expect(within(preview).getByTestId('preview-button').textContent).toBe('Sign up');
  });
});
