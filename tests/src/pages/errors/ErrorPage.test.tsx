import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, type ErrorKind } from '../../../../src/pages/errors/ErrorPage.tsx';
import { renderInApp } from '../../render-in-app.tsx';

describe('ErrorPage (spec §2 error pages, §6 and §8 messages)', () => {
  it.each<[ErrorKind, string, string, string, string]>([
    ['401', '401', "Sorry, you don't have this permission.", 'Back to home', '/'],
    ['404', '404', "Sorry, the page you visited doesn't exist.", 'Back to home', '/'],
    ['405', 'No page for you yet', 'Your account has no page it may open. Ask your administrator for access.', 'Back to sign in', '/login'],
    ['expired', 'Account expired', 'Your account has expired; contact the operator to renew.', 'Back to sign in', '/login'],
  ])('%s says "%s" and leads the user on', async (kind, title, description, button, destination) => {
    await renderInApp(<ErrorPage kind={kind} />, { path: `/${kind}` });
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(description)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByTestId('location').textContent).toBe(destination);
  });

  it.each<[ErrorKind, string]>([
    ['401', '.ant-result-403'],
    ['404', '.ant-result-404'],
    ['expired', '.ant-result-warning'],
  ])('%s shows its own illustration', async (kind, selector) => {
    const { container } = await renderInApp(<ErrorPage kind={kind} />);
    expect(container.querySelector(selector)).not.toBeNull();
  });
});
