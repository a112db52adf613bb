// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Bill } from '../../../../src/api/schema';
import { BillAttachments } from '../../../../src/resources/bills/BillAttachments';
import { renderInAdmin } from '../../../support/renderInAdmin';

type Attachment = Bill['attachments'][number];

const file = (overrides: Partial<Attachment>): Attachment => ({
  id: 1,
  file_name: 'INV-7.pdf',
  content_type: 'text/plain',
  size: 10,
  uploaded_at: '2026-11-01T08:00:00Z',
  uploaded_by: 'Farah Al Mansoori',
  superseded_at: null,
  superseded_by: null,
  replaced_by_id: null,
  ...overrides,
});

const billOf = (overrides: Partial<Bill>): Bill =>
  ({
    id: 7,
    invoice_number: 'INV-7',
    approval_status: 'draft',
    payment_status: 'unpaid',
    is_void: false,
    attachments: [file({})],
    ...overrides,
  }) as Bill;

const render = (bill: Bill) =>
  renderInAdmin(
    <MemoryRouter>
      <BillAttachments bill={bill} />
    </MemoryRouter>,
    {
      permissions: ['update bills'],
      dataProvider: { billAttachmentFile: async () => new Blob(['x'], { type: 'text/plain' }) },
    },
  );

describe("a bill's documents on its page", () => {
  afterEach(cleanup);

  it('offers Remove on a draft, with no lock line', async () => {
    render(billOf({}));
    expect(await screen.findByRole('button', { name: 'Remove INV-7.pdf' })).toBeTruthy();
    expect(screen.queryByTestId('attachments-locked')).toBeNull();
  });

  it('on an approved bill: no Remove button, the reason in text, and a new version offered instead', async () => {
    render(billOf({ approval_status: 'approved', payment_status: 'paid' }));
    expect(await screen.findByRole('button', { name: 'Upload a new version of INV-7.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByTestId('attachments-locked').textContent).toBe(
      'Bill INV-7 is Paid: its documents are part of the record and cannot be removed. Upload a new version to supersede one; the old one stays listed.',
    );
  });

  it('lists a superseded version apart, with who replaced it, when and by which file', async () => {
    const attachments = [
      file({ id: 1, superseded_at: '2026-11-02T08:00:00Z', superseded_by: 'Maya Haddad', replaced_by_id: 2 }),
      file({ id: 2, file_name: 'INV-7 corrected.pdf', uploaded_at: '2026-11-02T08:00:00Z' }),
    ];
    render(billOf({ approval_status: 'approved', attachments }));
    const earlier = await screen.findByRole('region', { name: 'Superseded versions' });
    expect(earlier.textContent).toContain('by Maya Haddad, replaced by INV-7 corrected.pdf');
    // Only the current version can be replaced again.
    expect(await screen.findByRole('button', { name: 'Upload a new version of INV-7 corrected.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a new version of INV-7.pdf' })).toBeNull();
  });
});
