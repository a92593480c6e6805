import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditOperation } from '../../../src/audit-logs/AuditLogCells.tsx';
import { renderInApp } from '../render-in-app.tsx';

describe('AuditOperation: what the user did, and each state it moved as from → to', () => {
  it("names a record action by its entity's label and each move by the field's and the states' labels", async () => {
    const moves = [{ field: 'status', from: 'draft', to: 'submitted' }];
    await renderInApp(<AuditOperation row={{ entity: 'plans', operation: 'submit', moves }} />);
    expect(screen.getByText('Submit')).toBeTruthy();
    expect(screen.getByText('Status: Draft → Submitted')).toBeTruthy();
  });

  it('names coded states by their labels too (a shop audited from review pending to passed)', async () => {
    await renderInApp(<AuditOperation row={{ entity: 'marketplace-shops', operation: 'audit', moves: [{ field: 'status', from: 0, to: 1 }] }} />);
    expect(screen.getByText(/→/).textContent).not.toMatch(/\d/);
  });

  it("names a module's own write by the log's label, and shows nothing for a plain write", async () => {
    const { container } = await renderInApp(
      <>
        <AuditOperation row={{ entity: 'plans', operation: 'save-scenes', moves: null }} />
        <AuditOperation row={{ entity: 'plans', operation: null, moves: null }} />
      </>,
    );
    expect(screen.getByText('Scenes saved')).toBeTruthy();
    expect(container.querySelectorAll('span')).toHaveLength(1);
  });
});
